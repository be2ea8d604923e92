'use client';

import { useQuery } from '@tanstack/react-query';
import type { PointsRules } from '@tendero/contract';
import { queryKeys } from '@/lib/query-keys';
import { myPoints } from '@/lib/shop-api-browser';
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

/** The shop's rules for points, or null while unknown (anonymous visitors, or still being asked). */
export function usePointsRules(): { signedIn: boolean | null; rules: PointsRules | null } {
  const { signedIn, stats } = usePointsStats();
  return { signedIn, rules: stats.data?.rules ?? null };
}
