'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ApiError } from '@tendero/client';
import { isLocale, type AdminReturn } from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import { adminReturn, approveReturn } from '@/lib/admin/api';
import { adminKeys } from '@/lib/admin/query-keys';
import { returnActions } from '@/lib/admin/returns';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { toast } from '../toaster';
import { AdminAlert, Loading, TableBox, useAdminText } from './admin-text';
import { DocumentLink } from './order-sections';
import { ReceiptForm, RejectForm } from './return-forms';
import { AdminReturnStatus, RefundDueBy } from './return-status';

type Action = 'reject' | 'receive';

/**
 * What the return's state allows: approving (its label issued) at once, rejecting and receiving each in
 * its form below its button; closing a form gives the focus back.
 */
function ReturnActions({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin');
  const { failure } = useAdminText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const buttons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});
  // A double click's second click can come before the button is drawn disabled: it approves nothing.
  const approving = useRef(false);
  const allowed = returnActions(ret.status);
  const approve = useMutation({
    mutationFn: () => approveReturn(ret.returnUid),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allReturns }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
      toast.success(t('approve.done'));
      document.getElementById('return-actions-title')?.focus();
    },
  });
  const close = () => {
    const opener = open;
    setOpen(null);
    // The button is gone once the state moved on: then the actions' heading takes the focus.
    requestAnimationFrame(() => {
      const button = opener ? buttons.current[opener] : null;
      if (button?.isConnected) button.focus();
      else document.getElementById('return-actions-title')?.focus();
    });
  };
  const toggle = (action: Action, label: string, className: string) =>
    allowed[action] && (
      <button
        ref={(element) => {
          buttons.current[action] = element;
        }}
        type="button"
        className={className}
        aria-expanded={open === action}
        onClick={() => setOpen(open === action ? null : action)}
      >
        {label}
      </button>
    );
  const any = allowed.approve || allowed.reject || allowed.receive;
  return (
    <section className="admin-actions" aria-labelledby="return-actions-title">
      <h2 id="return-actions-title" tabIndex={-1}>
        {t('return.actions')}
      </h2>
      {any ? (
        <div className="actions">
          {allowed.approve && (
            <button
              type="button"
              className="button"
              disabled={approve.isPending}
              onClick={() => {
                if (approving.current) return;
                approving.current = true;
                approve.mutate(undefined, {
                  onSettled: () => {
                    approving.current = false;
                  },
                });
              }}
            >
              {approve.isPending ? t('approve.pending') : t('approve.open')}
            </button>
          )}
          {toggle('receive', t('receipt.open'), 'button')}
          {toggle('reject', t('reject.open'), 'button secondary danger')}
        </div>
      ) : (
        <p className="muted">{t('return.noActions')}</p>
      )}
      {approve.error && <AdminAlert>{failure(approve.error)}</AdminAlert>}
      {open === 'receive' && allowed.receive && <ReceiptForm ret={ret} onClose={close} />}
      {open === 'reject' && allowed.reject && <RejectForm ret={ret} onClose={close} />}
    </section>
  );
}

/** What the customer sends back, line by line, with their reason and comment, and what came back. */
function ReturnLines({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin');
  const locale = useLocale();
  const counted = ret.lines.some((line) => line.received !== null);
  return (
    <section aria-labelledby="return-lines-title">
      <h2 id="return-lines-title">{t('return.lines')}</h2>
      <TableBox label={t('return.lines')}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('return.product')}</th>
              <th scope="col" className="number">
                {t('return.quantity')}
              </th>
              <th scope="col">{t('return.reason')}</th>
              <th scope="col">{t('return.comment')}</th>
              {counted && (
                <>
                  <th scope="col" className="number">
                    {t('return.received')}
                  </th>
                  <th scope="col" className="number">
                    {t('return.damaged')}
                  </th>
                </>
              )}
              <th scope="col" className="number">
                {t('return.lineRefund')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ret.lines.map((line) => (
              <tr key={line.position}>
                <th scope="row">{line.name}</th>
                <td className="number">{line.quantity}</td>
                <td>{t(`returnReason.${line.reason}`)}</td>
                <td className="admin-comment" lang={ret.locale}>
                  {line.comment ?? <span className="muted">–</span>}
                </td>
                {counted && (
                  <>
                    <td className="number">{line.received ?? '–'}</td>
                    <td className="number">{line.damaged ?? '–'}</td>
                  </>
                )}
                <td className="number">{formatMoney(locale, line.refund)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

/** The customer's photos as thumbnails, each a link to the photo at full size. */
function ReturnPhotos({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin.return');
  return (
    <section aria-labelledby="return-photos-title">
      <h2 id="return-photos-title">{t('photos')}</h2>
      {ret.adminPhotos.length === 0 ? (
        <p className="muted">{t('noPhotos')}</p>
      ) : (
        <ul className="admin-photos">
          {ret.adminPhotos.map((photo, index) => (
            <li key={photo.photoId}>
              <a href={photo.href} target="_blank" rel="noopener">
                <img
                  src={photo.thumbnailHref}
                  alt={t('photo', { number: index + 1 })}
                  width={160}
                  height={Math.max(1, Math.round((160 * photo.height) / Math.max(1, photo.width)))}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The return labels with their tracking numbers and where the parcel is. */
function ReturnLabels({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin');
  return (
    <section aria-labelledby="return-labels-title">
      <h2 id="return-labels-title">{t('return.labels')}</h2>
      {ret.labels.length === 0 ? (
        <p className="muted">{t('return.noLabels')}</p>
      ) : (
        <TableBox label={t('return.labels')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('return.trackingNumber')}</th>
                <th scope="col">{t('return.carrier')}</th>
                <th scope="col">{t('return.parcelStatus')}</th>
                <th scope="col">{t('return.label')}</th>
              </tr>
            </thead>
            <tbody>
              {ret.labels.map((label) => (
                <tr key={label.labelId}>
                  <th scope="row" className="code">
                    {label.trackingNumber}
                  </th>
                  <td>{label.carrier}</td>
                  <td>
                    <span className={`parcel-status ${label.parcelStatus}`}>
                      {t(`parcelStatus.${label.parcelStatus}`)}
                    </span>
                  </td>
                  <td>
                    <a href={label.href} type="application/pdf">
                      {t('return.labelPdf', { number: label.trackingNumber })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}

/** What the return gives back: the lines, the shipping, less the deduction; due by, and its credit note. */
function ReturnRefundBox({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin.return');
  const locale = useLocale();
  const { refund } = ret;
  return (
    <section className="order-box" aria-labelledby="return-refund-title">
      <h2 id="return-refund-title">{t('refund')}</h2>
      <dl className="admin-refund-sum">
        <div>
          <dt>{t('refundLines')}</dt>
          <dd>{formatMoney(locale, refund.lines)}</dd>
        </div>
        <div>
          <dt>{t('refundShipping')}</dt>
          <dd>{formatMoney(locale, refund.shipping)}</dd>
        </div>
        {refund.deduction.amount > 0 && (
          <div>
            <dt>{t('refundDeduction')}</dt>
            <dd>{formatMoney(locale, { ...refund.deduction, amount: -refund.deduction.amount })}</dd>
          </div>
        )}
        <div className="admin-sum-total">
          <dt>{t('refundTotal')}</dt>
          <dd>{formatMoney(locale, refund.total)}</dd>
        </div>
      </dl>
      {refund.deductionReason && (
        <p>
          <strong>{t('deductionReason')}</strong> {refund.deductionReason}
        </p>
      )}
      <p>
        {refund.refundedAt ? (
          t('refundedOn', { date: formatDate(locale, refund.refundedAt) })
        ) : (
          <>
            {t('refundDueBy')} <RefundDueBy entry={{ status: ret.status, refundDueBy: refund.dueBy }} />
          </>
        )}
      </p>
      {refund.creditNote && (
        <p>
          <DocumentLink document={refund.creditNote} />
        </p>
      )}
    </section>
  );
}

/** Each state the return went through, oldest first. */
function ReturnHistory({ ret }: { ret: AdminReturn }) {
  const t = useTranslations('admin');
  const locale = useLocale();
  return (
    <section className="order-box" aria-labelledby="return-history-title">
      <h2 id="return-history-title">{t('return.history')}</h2>
      <ol className="order-timeline">
        {ret.history.map((step, index) => (
          <li
            key={`${step.status}-${step.at}`}
            aria-current={index === ret.history.length - 1 ? 'step' : undefined}
          >
            <span className="order-timeline-status">{t(`returnStatus.${step.status}`)}</span>{' '}
            <time dateTime={step.at}>{formatDateTime(locale, step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One return as the operator handles it: who, what and why, photos, labels, the refund, what to do next. */
export function AdminReturnView({ returnUid }: { returnUid: string }) {
  const t = useTranslations('admin.return');
  const locale = useLocale();
  const { failure } = useAdminText();
  const query = useQuery({
    queryKey: adminKeys.return(returnUid, locale),
    queryFn: () => adminReturn(returnUid),
  });
  const back = (
    <p className="order-back">
      <Link href="/admin/returns" prefetch={false}>
        {t('back')}
      </Link>
    </p>
  );
  if (query.isPending) return <Loading>{t('loading')}</Loading>;
  if (!query.data) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section aria-labelledby="return-title">
        {back}
        <h1 id="return-title">{t('metaTitle')}</h1>
        <AdminAlert>{missing ? t('notFound') : failure(query.error)}</AdminAlert>
      </section>
    );
  }
  const ret = query.data;
  return (
    <article className="admin-order" aria-labelledby="return-title">
      {back}
      <div className="order-detail-head">
        <h1 id="return-title">{t('title', { reference: ret.orderReference })}</h1>
        <AdminReturnStatus status={ret.status} />
      </div>
      <p className="lead">{t('requestedOn', { date: formatDateTime(locale, ret.createdAt) })}</p>
      <dl className="admin-facts admin-order-facts">
        <div>
          <dt>{t('customer')}</dt>
          <dd>
            {ret.customer.name}, <a href={`mailto:${ret.customer.email}`}>{ret.customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('order')}</dt>
          <dd>
            <Link href={`/admin/orders/${ret.orderReference}`} prefetch={false} className="code">
              {ret.orderReference}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('language')}</dt>
          <dd lang={ret.locale}>{isLocale(ret.locale) ? LOCALE_NATIVE_NAMES[ret.locale] : ret.locale}</dd>
        </div>
        <div>
          <dt>{t('withdrawal')}</dt>
          <dd>{ret.withdrawalUid ? t('withdrawalYes') : t('withdrawalNo')}</dd>
        </div>
      </dl>
      {ret.rejectionReason && (
        <div className="notice">
          <strong>{t('rejectionReason')}</strong>
          <p className="admin-message-body">{ret.rejectionReason}</p>
        </div>
      )}
      <ReturnActions ret={ret} />
      <ReturnLines ret={ret} />
      <ReturnPhotos ret={ret} />
      <ReturnLabels ret={ret} />
      <div className="order-columns">
        <ReturnRefundBox ret={ret} />
        <ReturnHistory ret={ret} />
      </div>
    </article>
  );
}
