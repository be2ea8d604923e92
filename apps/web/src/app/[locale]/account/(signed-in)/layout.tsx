import type { ReactNode } from 'react';
import { AccountShell } from '@/components/account/account-shell';

/** The signed-in part of the account: its menu, and sign-in for whoever has no session. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
