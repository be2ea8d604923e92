'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** No retries, no refetch on focus, data stale after 10 s (docs/storefront.md#fixed-behaviours). */
export const QUERY_DEFAULTS = { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } as const;

/** The query cache every page renders inside; each layout places the toast notifier. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
