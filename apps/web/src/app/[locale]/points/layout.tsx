import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';

/** The rules for points are worded in the browser, where the signed-in customer's figures arrive. */
export default function PointsLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="points">{children}</ClientMessages>;
}
