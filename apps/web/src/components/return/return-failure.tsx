'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from '@/lib/format';
import { returnFailures } from '@/lib/returns';
import { useFailureText } from '../form-field';

/**
 * A refused return or look-up, announced: the return's own reasons in its words (the day the window
 * closed, the units left of a line), anything else as the shop says it everywhere.
 */
export function ReturnFailureAlert({
  error,
  nameOf,
}: {
  error: unknown;
  nameOf: (position: number) => string;
}) {
  const t = useTranslations('return');
  const locale = useLocale();
  const failure = useFailureText();
  if (!error) return <div role="alert" />;
  const known = returnFailures(error);
  return (
    <div role="alert" className="form-alert">
      {known ? (
        <ul className="plain">
          {known.map((item, index) => (
            <li key={`${item.key}-${index}`}>
              {t(item.key as 'failure.notDelivered', {
                date: item.closedOn ? formatDay(locale, item.closedOn) : '',
                name: item.position ? nameOf(item.position) : '',
                count: item.available ?? 0,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{failure(error)}</p>
      )}
    </div>
  );
}
