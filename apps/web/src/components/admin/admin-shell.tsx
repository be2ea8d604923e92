'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ADMIN_SIGNED_OUT_EVENT, currentOperator, signOutOperator } from '@/lib/admin/api';
import { sessionEnded } from '@/lib/admin/errors';
import { adminKeys } from '@/lib/admin/query-keys';
import { toast } from '../toaster';
import { AdminLanguagePicker } from './admin-language';
import { AdminAlert, Loading, useAdminText } from './admin-text';

/** The sections, each with the paths below it besides its own (the catalogue's tabs). */
const SECTIONS: readonly (readonly [string, string, readonly string[]])[] = [
  ['/admin', 'dashboard', []],
  ['/admin/orders', 'orders', []],
  ['/admin/returns', 'returns', []],
  ['/admin/reviews', 'reviews', []],
  [
    '/admin/products',
    'catalogue',
    ['/admin/categories', '/admin/brands', '/admin/pictures', '/admin/catalogue-csv'],
  ],
  ['/admin/promotions', 'promotions', []],
  ['/admin/support', 'support', []],
];

/** The head of every back-office page: the name, and the language picker. */
function AdminHeader({ children }: { children?: ReactNode }) {
  const t = useTranslations('admin.shell');
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skip')}
      </a>
      <header className="admin-header">
        <div className="admin-bar">
          <Link className="admin-brand" href="/admin" prefetch={false}>
            {t('brand')}
          </Link>
          {children}
          <AdminLanguagePicker />
        </div>
      </header>
    </>
  );
}

/** Sign-in and setting a password: the back office's head without its menu. */
export function AdminEntry({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminHeader />
      <main id="content" className="admin-main admin-entry" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/**
 * The signed-in back office: its menu, who is signed in, signing out; whoever has no live session
 * (or loses it on the way, a 401 from any call) is sent to sign in and brought back afterwards.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('admin.shell');
  const { failure } = useAdminText();
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const operator = useQuery({ queryKey: adminKeys.operator, queryFn: currentOperator });
  const [ended, setEnded] = useState(false);
  // Signing out goes to the sign-in page by itself; the guard must not add "your session has ended".
  const leaving = useRef(false);
  useEffect(() => {
    const signedOut = () => setEnded(true);
    window.addEventListener(ADMIN_SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(ADMIN_SIGNED_OUT_EVENT, signedOut);
  }, []);
  const known = operator.data !== undefined;
  const toSignIn = ended || sessionEnded(operator.error);
  useEffect(() => {
    if (!toSignIn || leaving.current) return;
    leaving.current = true;
    const next = `${window.location.pathname}${window.location.search}`;
    queryClient.removeQueries({ queryKey: adminKeys.all });
    router.replace(`/admin/sign-in?next=${encodeURIComponent(next)}${known ? '&ended=1' : ''}`);
  }, [toSignIn, known, queryClient, router]);
  const signOut = useMutation({
    mutationFn: signOutOperator,
    onSettled: () => {
      leaving.current = true;
      queryClient.removeQueries({ queryKey: adminKeys.all });
      toast.success(t('signedOut'));
      router.replace('/admin/sign-in');
    },
  });
  const below = (href: string) => href !== '/admin' && (pathname === href || pathname.startsWith(`${href}/`));
  const current = (href: string, more: readonly string[]) =>
    pathname === href ? 'page' : below(href) || more.some(below) ? 'true' : undefined;

  if (!operator.data || toSignIn)
    return (
      <AdminEntry>
        {operator.error && !toSignIn ? (
          <AdminAlert>{failure(operator.error)}</AdminAlert>
        ) : (
          <Loading>{t('loading')}</Loading>
        )}
      </AdminEntry>
    );
  return (
    <>
      <AdminHeader>
        <nav className="admin-nav" aria-label={t('navLabel')}>
          <ul>
            {SECTIONS.map(([href, key, more]) => (
              <li key={key}>
                <Link href={href} prefetch={false} aria-current={current(href, more)}>
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-session">
          <span className="admin-operator">{t('operator', { email: operator.data.email })}</span>
          <a href="/" className="admin-shop-link">
            {t('toShop')}
          </a>
          <button
            type="button"
            className="button secondary small"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('signOut')}
          </button>
        </div>
      </AdminHeader>
      <main id="content" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
