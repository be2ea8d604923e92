'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { PointsRules } from '@tendero/contract';
import { queryKeys } from '@/lib/query-keys';
import { myPoints, shopInfo } from '@/lib/shop-api-browser';
import { useMe } from '../account/session';

/**
 * The customer's points and the shop's rules for them (`GET /v1/me/points`), asked only when someone
 * is signed in: the API gives the rules with a customer's points and nowhere public.
 */
export function usePointsStats() {
  const { signedIn } = useMe();
  const stats = useQuery({ queryKey: queryKeys.points, queryFn: myPoints, enabled: signedIn === true });
  return { signedIn, stats };
}

/** The shop's rules for points (`GET /v1/shop`, the same for every visitor), or null while unknown. */
export function usePointsRules(): { signedIn: boolean | null; rules: PointsRules | null } {
  const { signedIn } = useMe();
  const locale = useLocale();
  const shop = useQuery({
    queryKey: queryKeys.shopInfo(locale),
    queryFn: shopInfo,
    staleTime: 10 * 60_000,
  });
  return { signedIn, rules: shop.data?.points ?? null };
}
