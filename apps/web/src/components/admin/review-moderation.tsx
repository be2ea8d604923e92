'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import {
  REVIEW_REJECTION_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  type AdminReview,
  type ReviewStatus,
} from '@tendero/contract';
import { adminReviews, approveReview, rejectReview, replyToReview } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { formatDateTime } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, Loading, useAdminText } from './admin-text';
import { ReviewText } from '../reviews/review-text';
import { AdminTextForm } from './text-form';

/** After a moderation: every list of reviews shows the change. */
function useReviewsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.allReviews });
}

/**
 * A one-shot action: a double click's second click can come before the button is drawn disabled, so a
 * ref keeps it from sending again; after success the button stays off until the list shows the change.
 */
function useOnce<T>(action: () => Promise<T>, onDone: (answer: T) => Promise<unknown>) {
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: action, onSuccess: onDone });
  const run = () => {
    if (sending.current || mutation.isSuccess) return;
    sending.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return { mutation, run };
}

/** Reviews of one state as cards (their texts are long), with approve, reject and reply. */
export function AdminReviewModeration({ status }: { status: ReviewStatus }) {
  const t = useTranslations('admin.reviews');
  const { failure } = useAdminText();
  const reviews = useInfiniteQuery({
    queryKey: adminKeys.reviews(status),
    queryFn: ({ pageParam }) => adminReviews(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-reviews-title">
      <h1 id="admin-reviews-title">{t('title')}</h1>
      {status === 'pending' && <p className="lead">{t('lead')}</p>}
      <nav className="admin-tabs" aria-label={t('states')}>
        <ul>
          {REVIEW_STATUSES.map((known) => (
            <li key={known}>
              <Link
                href={known === 'pending' ? '/admin/reviews' : `/admin/reviews?status=${known}`}
                prefetch={false}
                aria-current={known === status ? 'page' : undefined}
              >
                {t(`status.${known}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.isPending && <Loading>{t('loading')}</Loading>}
      {reviews.error && <AdminAlert>{failure(reviews.error)}</AdminAlert>}
      {reviews.isSuccess && items.length === 0 && <p className="notice">{t(`empty.${status}`)}</p>}
      {items.length > 0 && (
        <ul className="admin-reviews">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button secondary"
            disabled={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {reviews.isFetchingNextPage ? t('loadingMore') : t('more')}
          </button>
        </p>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const t = useTranslations('admin.reviews');
  const locale = useLocale();
  const { failure } = useAdminText();
  const changed = useReviewsChanged();
  const [open, setOpen] = useState<'reject' | 'reply' | null>(null);
  const approve = useOnce(
    () => approveReview(review.id),
    async () => {
      await changed();
      toast.success(t('approvedToast', { product: review.product.name }));
    },
  );
  const titleId = `review-${review.id}-title`;
  const languageName =
    new Intl.DisplayNames([locale], { type: 'language' }).of(review.locale) ?? review.locale;
  return (
    <article className="admin-panel admin-review" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('heading', { product: review.product.name, stars: review.rating })}</h2>
      <dl className="admin-facts">
        <div>
          <dt>{t('customer')}</dt>
          <dd>
            {review.customer.name} ({review.customer.email})
          </dd>
        </div>
        <div>
          <dt>{t('order')}</dt>
          <dd>
            <Link
              href={`/admin/orders/${encodeURIComponent(review.orderReference)}`}
              prefetch={false}
              className="code"
            >
              {review.orderReference}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('written')}</dt>
          <dd>
            <time dateTime={review.createdAt}>{formatDateTime(locale, review.createdAt)}</time> ·{' '}
            {languageName}
          </dd>
        </div>
        <div>
          <dt>{t('state')}</dt>
          <dd>
            {t(`status.${review.status}`)}
            {review.moderatedAt && (
              <>
                {' '}
                · <time dateTime={review.moderatedAt}>{formatDateTime(locale, review.moderatedAt)}</time>
              </>
            )}
          </dd>
        </div>
        {review.rejectionReason && (
          <div>
            <dt>{t('reason')}</dt>
            <dd>{review.rejectionReason}</dd>
          </div>
        )}
      </dl>
      <ReviewText
        review={review}
        replyLabel={t('reply')}
        when={(iso) => formatDateTime(locale, iso)}
        empty={t('noText')}
      />
      {approve.mutation.error && <AdminAlert>{failure(approve.mutation.error)}</AdminAlert>}
      {open === null && (
        <div className="actions">
          {review.status === 'pending' && (
            <>
              <button
                type="button"
                className="button"
                disabled={approve.mutation.isPending || approve.mutation.isSuccess}
                onClick={approve.run}
              >
                {approve.mutation.isPending ? t('approving') : t('approve')}
              </button>
              <button type="button" className="button danger" onClick={() => setOpen('reject')}>
                {t('reject')}
              </button>
            </>
          )}
          {review.status !== 'rejected' && (
            <button type="button" className="button secondary" onClick={() => setOpen('reply')}>
              {review.reply ? t('editReply') : t('replyAction')}
            </button>
          )}
        </div>
      )}
      {open === 'reject' && <RejectReviewForm review={review} onClose={() => setOpen(null)} />}
      {open === 'reply' && <ReplyForm review={review} onClose={() => setOpen(null)} />}
    </article>
  );
}

/** A text form of a review card (the rejection's reason, the reply), from its texts in `kind`. */
function ReviewTextForm({
  review,
  kind,
  initial,
  maximum,
  send,
  onClose,
}: {
  review: AdminReview;
  kind: 'rejectForm' | 'replyForm';
  initial: string;
  maximum: number;
  send: (text: string) => Promise<AdminReview>;
  onClose: () => void;
}) {
  const t = useTranslations(`admin.reviews.${kind}`);
  const changed = useReviewsChanged();
  return (
    <AdminTextForm
      words={{
        title: t('title'),
        lead: t('lead'),
        label: t('label'),
        hint: t('hint', { maximum }),
        submit: t('submit'),
        pending: t('pending'),
        close: t('close'),
        done: t('done'),
        required: 'admin.reviews.required',
      }}
      field={kind === 'rejectForm' ? 'reason' : 'body'}
      initial={initial}
      maximum={maximum}
      lang={review.locale}
      danger={kind === 'rejectForm'}
      panel={false}
      heading="h3"
      send={send}
      changed={changed}
      onClose={onClose}
    />
  );
}

function RejectReviewForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  return (
    <ReviewTextForm
      review={review}
      kind="rejectForm"
      initial=""
      maximum={REVIEW_REJECTION_REASON_MAX}
      send={(reason) => rejectReview(review.id, { reason })}
      onClose={onClose}
    />
  );
}

function ReplyForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  return (
    <ReviewTextForm
      review={review}
      kind="replyForm"
      initial={review.reply?.body ?? ''}
      maximum={REVIEW_REPLY_MAX}
      send={(body) => replyToReview(review.id, { body })}
      onClose={onClose}
    />
  );
}
