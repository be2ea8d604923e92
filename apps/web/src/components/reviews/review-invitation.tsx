'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, fieldErrors } from '@tendero/client';
import type { MyReview, ReviewInvitation, ReviewProduct } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { charactersLeft, draftProblems } from '@/lib/reviews';
import { checkReviewDraft, postReview, reviewInvitation } from '@/lib/shop-api-browser';
import { FormAlert, useFailureText, useMessageText } from '../form-field';
import { Picture } from '../picture';

/** How long typing may pause before the draft is checked with the API. */
const CHECK_AFTER_MS = 600;

const STARS = [1, 2, 3, 4, 5] as const;

/** Why a token's page shows no form: unknown (or malformed), expired, or already used. */
type Closed = 'unknown' | 'expired' | 'used';

function closedBy(error: unknown): Closed | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 400) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  return null;
}

/**
 * The page of an invitation's link: what the invitation is about and the review form, or why there is
 * none (unknown, expired, used), or the thanks once sent. Asked from the browser, so the token routes'
 * rate limit counts the shopper's own address.
 */
export function ReviewInvitationView({ token, bodyMax }: { token: string; bodyMax: number }) {
  const t = useTranslations('review.write');
  const locale = useLocale();
  const failure = useFailureText();
  const [sent, setSent] = useState<MyReview | null>(null);
  const [usedNow, setUsedNow] = useState(false);
  const invitation = useQuery({
    queryKey: queryKeys.reviewInvitation(token, locale),
    queryFn: () => reviewInvitation(token),
  });
  const closed = usedNow || invitation.data?.used ? 'used' : closedBy(invitation.error);

  if (sent) return <ReviewThanks review={sent} />;
  if (invitation.isPending)
    return (
      <div className="review-page">
        <h1>{t('title')}</h1>
        <p className="notice" role="status" aria-busy="true">
          {t('loading')}
        </p>
      </div>
    );
  if (closed) return <ReviewClosed closed={closed} product={invitation.data?.product ?? null} />;
  if (!invitation.data)
    return (
      <div className="review-page">
        <h1>{t('title')}</h1>
        <FormAlert>{failure(invitation.error)}</FormAlert>
        <p>
          <button type="button" className="button secondary" onClick={() => void invitation.refetch()}>
            {t('retry')}
          </button>
        </p>
      </div>
    );
  return (
    <ReviewForm
      token={token}
      bodyMax={bodyMax}
      invitation={invitation.data}
      onSent={setSent}
      onUsed={() => setUsedNow(true)}
    />
  );
}

/** The product the invitation is about: its picture, name (linking its page) and the order's day. */
export function InvitedProduct({ product, orderedAt }: { product: ReviewProduct; orderedAt?: string }) {
  const t = useTranslations('review.write');
  const locale = useLocale();
  return (
    <div className="review-product">
      <Picture image={product.image} sizes="96px" />
      <div>
        <p className="review-product-name">
          {product.path ? (
            <Link href={`/${product.path}`} prefetch={false}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </p>
        {orderedAt && <p className="muted">{t('orderedAt', { date: formatDate(locale, orderedAt) })}</p>}
      </div>
    </div>
  );
}

function ReviewClosed({ closed, product }: { closed: Closed; product: ReviewProduct | null }) {
  const t = useTranslations('review.closed');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="review-page">
      <h1 ref={heading} tabIndex={-1}>
        {t(`${closed}Title`)}
      </h1>
      {product && <InvitedProduct product={product} />}
      <p className="lead">{t(`${closed}Text`)}</p>
      <p className="actions">
        <Link href="/account/reviews" prefetch={false} className="button secondary">
          {t(closed === 'used' ? 'toAccount' : 'toInvitations')}
        </Link>
        <Link href="/" prefetch={false}>
          {t('toShop')}
        </Link>
      </p>
    </div>
  );
}

function ReviewThanks({ review }: { review: MyReview }) {
  const t = useTranslations('review.thanks');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="review-page" role="status">
      <h1 ref={heading} tabIndex={-1}>
        {t('title')}
      </h1>
      <InvitedProduct product={review.product} />
      <p className="lead">{t('text')}</p>
      <p className="actions">
        <Link href="/account/reviews" prefetch={false} className="button secondary">
          {t('toAccount')}
        </Link>
        {review.product.path && (
          <Link href={`/${review.product.path}`} prefetch={false}>
            {t('toProduct')}
          </Link>
        )}
      </p>
    </div>
  );
}

/**
 * The stars (a radio group: arrow keys move between them, a tap chooses one) and the text with its
 * counter. The draft is checked with the API a moment after each change; sending goes once.
 */
function ReviewForm({
  token,
  bodyMax,
  invitation,
  onSent,
  onUsed,
}: {
  token: string;
  bodyMax: number;
  invitation: ReviewInvitation;
  onSent: (review: MyReview) => void;
  onUsed: () => void;
}) {
  const t = useTranslations('review.write');
  const text = useMessageText();
  const failure = useFailureText();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const sending = useRef(false);
  const draft = { rating: rating ?? 0, body };
  // A draft checked on a token used meanwhile (another tab sent it) shows that the review exists.
  const check = useMutation({
    mutationFn: () => checkReviewDraft(token, draft),
    onError: (error) => {
      if (closedBy(error) === 'used') onUsed();
    },
  });
  const send = useMutation({
    mutationFn: () => postReview(token, draft),
    onSuccess: onSent,
    onError: (error) => {
      if (closedBy(error) === 'used') onUsed();
    },
  });
  const checkDraft = check.mutate;
  // Checked once typing pauses, and only a draft the page itself finds nothing wrong with.
  const local = draftProblems(rating, body, bodyMax);
  const checkable = rating !== null && !local.body;
  useEffect(() => {
    if (!checkable) return;
    const timer = window.setTimeout(() => checkDraft(), CHECK_AFTER_MS);
    return () => window.clearTimeout(timer);
    // The draft's values are what the check reads; the mutation's function is stable.
  }, [rating, body, checkable, checkDraft]);

  const apiError = send.error ?? check.error;
  const apiFields = fieldErrors(apiError);
  const shown = (field: 'rating' | 'body') => {
    const mine = local[field];
    if (mine && (tried || field === 'body')) return t(mine, { maximum: bodyMax });
    const theirs = apiFields[field];
    return theirs ? text(theirs.message, theirs.params) : null;
  };
  const ratingError = shown('rating');
  const bodyError = shown('body');
  const left = charactersLeft(body, bodyMax);
  const formError =
    send.error && !apiFields.rating && !apiFields.body && closedBy(send.error) !== 'used'
      ? failure(send.error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (sending.current || send.isSuccess) return;
    if (local.rating || local.body) {
      const first = local.rating ? `${id}-star-1` : `${id}-body`;
      document.getElementById(first)?.focus();
      return;
    }
    sending.current = true;
    send.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <div className="review-page">
      <h1>{t('title')}</h1>
      <InvitedProduct product={invitation.product} orderedAt={invitation.orderedAt} />
      <p className="lead">{t('intro')}</p>
      <form className="form review-form" onSubmit={submit} noValidate>
        <fieldset className="review-stars" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
          <legend>{t('rating')}</legend>
          <div className="review-star-choices">
            {STARS.map((stars) => (
              <span key={stars} className="review-star-choice">
                <input
                  type="radio"
                  id={`${id}-star-${stars}`}
                  name="rating"
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                />
                <label
                  htmlFor={`${id}-star-${stars}`}
                  className={rating !== null && stars <= rating ? 'on' : undefined}
                >
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{t('starLabel', { stars })}</span>
                </label>
              </span>
            ))}
          </div>
          <p className="field-hint" aria-live="polite">
            {rating === null ? t('ratingHint') : t(`ratingWord.${rating}` as never)}
          </p>
          {ratingError && (
            <p id={`${id}-rating-error`} className="field-error">
              {ratingError}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-body`}>
            {t('body')} <span className="optional">{t('optional')}</span>
          </label>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={7}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={[`${id}-body-hint`, `${id}-body-count`, bodyError ? `${id}-body-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <p id={`${id}-body-hint`} className="field-hint">
            {t('bodyHint')}
          </p>
          <p
            id={`${id}-body-count`}
            className={left < 0 ? 'field-hint review-count over' : 'field-hint review-count'}
          >
            {left >= 0 ? t('charactersLeft', { count: left }) : t('charactersOver', { count: -left })}
          </p>
          {bodyError && (
            <p id={`${id}-body-error`} className="field-error">
              {bodyError}
            </p>
          )}
        </div>
        <p className="field-hint review-checked" aria-live="polite">
          {check.isSuccess && !check.isPending && checkable && !apiError ? t('checked') : ''}
        </p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <p className="muted">
          {t('moderation')}{' '}
          <span className="review-shown-as">{t('shownAs', { name: invitation.author })}</span>
        </p>
        <div className="actions">
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
