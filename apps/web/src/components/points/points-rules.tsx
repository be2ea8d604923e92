'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { usePointsRules } from './use-points';

/**
 * The rules for points in words, with the shop's figures from the API (`ShopInfo.points`); while they
 * are not known, the same rules without the figures.
 */
export function PointsRulesView({
  expiringSoonDays,
  currency,
}: {
  expiringSoonDays: number;
  currency: string;
}) {
  const t = useTranslations('points.rules');
  const locale = useLocale();
  const { signedIn, rules } = usePointsRules();
  const sections = [
    ['earnTitle', rules ? t('earn', { points: rules.pointsPerEuro }) : t('earnGeneric')],
    ['pendingTitle', rules ? t('pending', { days: rules.pendingDays }) : t('pendingGeneric')],
    [
      'expiryTitle',
      rules ? t('expiry', { months: rules.expireMonths, days: expiringSoonDays }) : t('expiryGeneric'),
    ],
    [
      'convertTitle',
      rules
        ? `${t('convert', {
            points: rules.pointsPerVoucherEuro,
            amount: formatMoney(locale, { amount: 100, currency }),
            minimum: new Intl.NumberFormat(locale).format(rules.minimumConversion),
            step: new Intl.NumberFormat(locale).format(rules.conversionStep),
          })} ${t('voucher', { months: rules.voucherMonths })}`
        : `${t('convertGeneric')} ${t('voucherGeneric')}`,
    ],
    ['refundTitle', t('refund')],
  ] as const;
  return (
    <article className="points-rules">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {sections.map(([title, text]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{text}</p>
        </section>
      ))}
      {rules === null && signedIn === false && <p className="notice">{t('figures')}</p>}
      {signedIn !== null && (
        <p>
          {signedIn
            ? t.rich('account', {
                link: (chunks) => (
                  <Link href="/account/points" prefetch={false}>
                    {chunks}
                  </Link>
                ),
              })
            : t.rich('signIn', {
                link: (chunks) => (
                  <Link href="/account/sign-in?next=%2Faccount%2Fpoints" prefetch={false}>
                    {chunks}
                  </Link>
                ),
              })}
        </p>
      )}
    </article>
  );
}
