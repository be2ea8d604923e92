import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';

/** The cart page words its lines, codes, gifts, shipping and totals in the browser. */
export default function CartLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="cart">{children}</ClientMessages>;
}
