'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useMe } from './session';

/** The header's account entry: the customer's first name once signed in, else "Sign in". */
export function AccountLink() {
  const t = useTranslations('account');
  const { signedIn, me } = useMe();
  if (signedIn && me)
    return (
      <Link href="/account" prefetch={false} className="account-link">
        {t('hello', { name: me.firstName })}
      </Link>
    );
  return (
    <Link href="/account/sign-in" prefetch={false} className="account-link" aria-busy={signedIn === null}>
      {t('signIn')}
    </Link>
  );
}
