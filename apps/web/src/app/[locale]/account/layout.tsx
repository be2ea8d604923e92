import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';

/** Account pages translate their forms and the API's error keys in the browser. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="account">{children}</ClientMessages>;
}
