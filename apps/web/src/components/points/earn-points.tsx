'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { pointsEarned } from '@/lib/points-earning';
import { usePointsRules } from './use-points';

/**
 * "Earn N points" under a price (the product page: one unit; the cart: the items after discounts,
 * without shipping), with a link to the rules. Until the shop's rules are known, it says that orders
 * earn points, without the number.
 */
export function EarnPoints({ cents, context }: { cents: number; context: 'product' | 'cart' }) {
  const t = useTranslations('points.earn');
  const { rules } = usePointsRules();
  // A shop that gives no points (POINTS_PER_EURO=0) promises none.
  if (rules && rules.pointsPerEuro === 0) return null;
  const points = rules ? pointsEarned(cents, rules.pointsPerEuro) : null;
  return (
    <p className="earn-points">
      <span>{points === null || points === 0 ? t('generic') : t(context, { points })}</span>{' '}
      <Link href="/points" prefetch={false}>
        {t('rules')}
      </Link>
    </p>
  );
}
