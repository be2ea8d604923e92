'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { OrderDocumentLink } from '@tendero/contract';
import { documentPdf } from '@/lib/shop-api-browser';
import { useFailureText } from '../form-field';
import { toast } from '../toaster';

/**
 * A link to an invoice's or credit note's PDF. Fetched through the API client, which renews a stale
 * access token and asks again, then saved under its number: a plain navigation could meet a token that
 * expired on the way (a 401 page). A click with a modifier key is left to the browser.
 */
export function DocumentLink({ document, children }: { document: OrderDocumentLink; children: ReactNode }) {
  const failure = useFailureText();
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    try {
      const url = URL.createObjectURL(await documentPdf(document.href));
      const save = Object.assign(window.document.createElement('a'), {
        href: url,
        download: `${document.number}.pdf`,
      });
      save.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(failure(error));
    }
  };
  return (
    <a href={document.href} onClick={open} type="application/pdf">
      {children}
    </a>
  );
}
