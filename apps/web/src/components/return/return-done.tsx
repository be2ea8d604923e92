'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Return } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { formatDay, formatMoney } from '@/lib/format';
import { returnStatusPath } from '@/lib/returns';

/**
 * After the request: the label to print, what to do with the parcel, the refund and by when it is due,
 * and where to follow the return. Without the postcode (a guest) the status page's form asks for it.
 */
export function ReturnDone({
  ret,
  postcode,
  heading: Heading = 'h2',
  focus = true,
}: {
  ret: Return;
  postcode: string | null;
  heading?: 'h2' | 'h3';
  /** Whether it takes the focus: as the answer to the confirm button, not inside the acknowledgement. */
  focus?: boolean;
}) {
  const t = useTranslations('return.done');
  const locale = useLocale();
  const [label] = ret.labels;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);
  const statusHref = label
    ? postcode
      ? returnStatusPath({ trackingNumber: label.trackingNumber, postcode })
      : `/return?number=${encodeURIComponent(label.trackingNumber)}#follow`
    : null;
  return (
    <section className="return-done" aria-labelledby="return-done-title">
      <Heading id="return-done-title" tabIndex={-1} ref={title}>
        {label ? t('title') : t('titleRequested')}
      </Heading>
      <p className="notice">
        {t('refund', {
          amount: formatMoney(locale, ret.refund.total),
          date: formatDay(locale, ret.refund.dueBy),
        })}
      </p>
      {label ? (
        <>
          <p>
            <a className="button" href={label.href} type="application/pdf" download>
              {t('download')}
            </a>
          </p>
          {Heading === 'h2' ? <h3>{t('stepsTitle')}</h3> : <h4>{t('stepsTitle')}</h4>}
          <ol className="return-steps">
            <li>{t('stepPrint')}</li>
            <li>{t('stepPack')}</li>
            <li>{t('stepStick')}</li>
            <li>{t('stepHand', { carrier: label.carrier })}</li>
          </ol>
          <p>{t('trackingNumber', { number: label.trackingNumber })}</p>
        </>
      ) : (
        <p>{t('requested')}</p>
      )}
      <p className="muted">{t('mail')}</p>
      {statusHref && (
        <p>
          <Link href={statusHref} prefetch={false}>
            {t('follow')}
          </Link>
        </p>
      )}
    </section>
  );
}
