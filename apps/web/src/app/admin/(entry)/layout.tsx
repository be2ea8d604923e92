import type { ReactNode } from 'react';
import { AdminEntry } from '@/components/admin/admin-shell';

/** Signing in and setting a password: the back office's head without its menu. */
export default function AdminEntryLayout({ children }: { children: ReactNode }) {
  return <AdminEntry>{children}</AdminEntry>;
}
