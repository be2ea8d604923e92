import type { Locale, ReviewReply } from '@tendero/contract';

/**
 * A review's text as written (plain text in its own language, never HTML) and the shop's reply under it:
 * the same on the product page, in the account and in moderation. Renders on the server or in a client
 * component alike; `when` formats the reply's day the way the surrounding page writes its dates.
 */
export function ReviewText({
  review,
  replyLabel,
  when,
  empty,
}: {
  review: { body: string | null; locale: Locale; reply: ReviewReply | null };
  replyLabel: string;
  when: (iso: string) => string;
  /** Said where a review without text would leave a gap (moderation); nothing by default. */
  empty?: string;
}) {
  return (
    <>
      {review.body !== null ? (
        <p className="review-body" lang={review.locale}>
          {review.body}
        </p>
      ) : (
        empty && <p className="muted">{empty}</p>
      )}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-head">
            {replyLabel} <time dateTime={review.reply.repliedAt}>{when(review.reply.repliedAt)}</time>
          </p>
          <p className="review-body">{review.reply.body}</p>
        </div>
      )}
    </>
  );
}
