import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <section className="message-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="button" href="/" prefetch={false}>
        {t('backHome')}
      </Link>
    </section>
  );
}
