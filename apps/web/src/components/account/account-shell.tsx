'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { queryKeys } from '@/lib/query-keys';
import { signOut as endSession } from '@/lib/shop-api-browser';
import { toast } from '../toaster';
import { useMe } from './session';

const SECTIONS = [
  ['/account', 'profile'],
  ['/account/orders', 'orders'],
  ['/account/returns', 'returns'],
  ['/account/refunds', 'refunds'],
  ['/account/reviews', 'reviews'],
  ['/account/points', 'points'],
  ['/account/addresses', 'addresses'],
  ['/account/password', 'password'],
  ['/account/business', 'business'],
  ['/account/support', 'support'],
] as const;

/** The signed-in area: its menu, a sign-out button, and a way back to sign in when the session is gone. */
export function AccountShell({ children }: { children: ReactNode }) {
  const t = useTranslations('account');
  const { signedIn, me } = useMe();
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Signing out leaves for the home page; the guard must not send the shopper to sign in instead.
  const leaving = useRef(false);
  useEffect(() => {
    if (signedIn === false && !leaving.current)
      router.replace(`/account/sign-in?next=${encodeURIComponent(pathname)}`);
  }, [signedIn, pathname, router]);
  const signOut = useMutation({
    mutationFn: endSession,
    onSettled: () => {
      leaving.current = true;
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.challenge[0] });
      toast.success(t('signedOut'));
      router.push('/');
    },
  });
  // The section's own page, or one of its pages (an order of the orders).
  const current = (href: string) =>
    pathname === href ? 'page' : href !== '/account' && pathname.startsWith(`${href}/`) ? 'true' : undefined;
  if (!me)
    return (
      <p className="notice" aria-busy="true">
        {t('loading')}
      </p>
    );
  return (
    <div className="account">
      <nav className="account-nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map(([href, key]) => (
            <li key={key}>
              <Link href={href} prefetch={false} aria-current={current(href)}>
                {t(`nav.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button secondary"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('signOut')}
        </button>
      </nav>
      <div className="account-main">{children}</div>
    </div>
  );
}
