'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReturnStatus } from '@tendero/contract';
import { refundUrgency } from '@/lib/admin/returns';
import { shopToday } from '@/lib/admin/order-filters';
import { formatDate } from '@/lib/format';

/** Where a return stands, in words, marked by its state's colour. */
export function AdminReturnStatus({ status }: { status: ReturnStatus }) {
  const t = useTranslations('admin.returnStatus');
  return <span className={`return-status ${status}`}>{t(status)}</span>;
}

/**
 * The day a return's refund is due (CRD Art. 13(1)), marked in words and colour when it is overdue or
 * due within `REFUND_DUE_SOON_DAYS`, until the refund is paid.
 */
export function RefundDueBy({ entry }: { entry: { status: ReturnStatus; refundDueBy: string } }) {
  const t = useTranslations('admin.returns');
  const locale = useLocale();
  const urgency = refundUrgency(entry, shopToday());
  return (
    <span className={urgency ? `refund-due ${urgency}` : 'refund-due'}>
      <time dateTime={entry.refundDueBy}>{formatDate(locale, `${entry.refundDueBy}T12:00:00Z`)}</time>
      {urgency && <span className="refund-due-flag">{t(urgency === 'overdue' ? 'overdue' : 'dueSoon')}</span>}
    </span>
  );
}
