'use client';

import { useEffect } from 'react';
import { startErrorReporting } from '@/lib/error-reporting';

/** Starts error reporting in the browser when the shop has a Sentry DSN; renders nothing. */
export function ErrorReporting({ dsn }: { dsn: string | undefined }) {
  useEffect(() => {
    if (dsn) startErrorReporting(dsn);
  }, [dsn]);
  return null;
}
