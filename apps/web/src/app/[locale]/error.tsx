'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
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
