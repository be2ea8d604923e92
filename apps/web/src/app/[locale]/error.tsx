'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/error-reporting';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <section className="message-page">
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
