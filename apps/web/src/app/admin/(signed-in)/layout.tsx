import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';

/** The signed-in back office: its menu, and sign-in for whoever has no operator session. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
