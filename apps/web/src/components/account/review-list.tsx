'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { MyReview, OpenReviewInvitation } from '@tendero/contract';
import { Link, useRouter } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { myReviews, reviewInvitationLink } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText } from '../form-field';
import { InvitedProduct } from '../reviews/review-invitation';
import { ReviewText } from '../reviews/review-text';
import { RatingStars } from '../reviews/rating-stars';

/** The customer's reviews with their state, and the invitations still open, each with its link. */
export function ReviewList() {
  const t = useTranslations('review.mine');
  const locale = useLocale();
  const failure = useFailureText();
  const mine = useQuery({ queryKey: queryKeys.myReviews(locale), queryFn: myReviews });
  return (
    <section className="refunds my-reviews" aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title">{t('title')}</h1>
      <p className="lead">
        {t.rich('intro', {
          link: (chunks) => (
            <Link href="/reviews" prefetch={false}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      {mine.isPending && (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {mine.error && <FormAlert>{failure(mine.error)}</FormAlert>}
      {mine.data && (
        <>
          <h2>{t('invitations')}</h2>
          {mine.data.invitations.length === 0 ? (
            <p className="notice">{t('noInvitations')}</p>
          ) : (
            <ul className="refund-list">
              {mine.data.invitations.map((invitation) => (
                <InvitationCard key={invitation.invitationId} invitation={invitation} />
              ))}
            </ul>
          )}
          <h2>{t('reviews')}</h2>
          {mine.data.reviews.length === 0 ? (
            <p className="notice">{t('noReviews')}</p>
          ) : (
            <ul className="refund-list">
              {mine.data.reviews.map((review) => (
                <MyReviewCard key={review.id} review={review} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** An open invitation: the product, the order, until when, and "Write a review" (a fresh link, once). */
function InvitationCard({ invitation }: { invitation: OpenReviewInvitation }) {
  const t = useTranslations('review.mine');
  const locale = useLocale();
  const router = useRouter();
  const failure = useFailureText();
  const opening = useRef(false);
  const open = useMutation({
    mutationFn: () => reviewInvitationLink(invitation.invitationId),
    onSuccess: (link) => router.push(`/review/${encodeURIComponent(link.token)}`),
  });
  return (
    <li className="refund-card">
      <InvitedProduct product={invitation.product} orderedAt={invitation.orderedAt} />
      <p className="muted">
        {t('order', { reference: invitation.orderReference })} ·{' '}
        {t('expires', { date: formatDate(locale, invitation.expiresAt) })}
      </p>
      {open.error && <FormAlert>{failure(open.error)}</FormAlert>}
      <p>
        <button
          type="button"
          className="button"
          aria-disabled={open.isPending || open.isSuccess || undefined}
          aria-label={t('writeNamed', { name: invitation.product.name })}
          onClick={() => {
            if (opening.current || open.isSuccess) return;
            opening.current = true;
            open.mutate(undefined, {
              onSettled: () => {
                opening.current = false;
              },
            });
          }}
        >
          {open.isPending || open.isSuccess ? t('opening') : t('write')}
        </button>
      </p>
    </li>
  );
}

/** One of the customer's reviews: the product, the stars and text, its state and what the shop said. */
function MyReviewCard({ review }: { review: MyReview }) {
  const t = useTranslations('review.mine');
  const stars = useTranslations('review.write');
  const locale = useLocale();
  return (
    <li className="refund-card">
      <InvitedProduct product={review.product} />
      <p className="review-head">
        <RatingStars small tenths={review.rating * 10} label={stars('starLabel', { stars: review.rating })} />
        <time dateTime={review.createdAt}>{formatDate(locale, review.createdAt)}</time>
        <span className={`badge review-status ${review.status}`}>{t(`status.${review.status}`)}</span>
      </p>
      <ReviewText review={review} replyLabel={t('reply')} when={(iso) => formatDate(locale, iso)} />
      <p className="muted">
        {review.status === 'pending'
          ? t('pendingText')
          : review.status === 'approved'
            ? t('approvedText', { date: formatDate(locale, review.moderatedAt ?? review.createdAt) })
            : t('rejectedText', { date: formatDate(locale, review.moderatedAt ?? review.createdAt) })}
      </p>
      {review.status === 'rejected' && review.rejectionReason && (
        <p>
          <strong>{t('reason')}</strong> {review.rejectionReason}
        </p>
      )}
    </li>
  );
}
