import { getTranslations } from 'next-intl/server';
import { Menu, type Locale } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { loadOptional } from '@/lib/api';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const menu = await loadOptional(locale, '/v1/categories/menu', Menu, { depth: 1 });
  return (
    <footer className="site-footer">
      <div className="inner">
        <section>
          <h2>Tendero</h2>
          <p>{t('about')}</p>
        </section>
        <section>
          <h2>{t('shop')}</h2>
          <ul>
            {menu?.items.map((category) => (
              <li key={category.id}>
                <Link href={`/${category.path}`} prefetch={false}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/articles" prefetch={false}>
                {nav('articles')}
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('service')}</h2>
          <ul>
            <li>{t('serviceHours')}</li>
            <li>{t('payment')}</li>
            <li>{t('shipping')}</li>
          </ul>
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        </section>
      </div>
    </footer>
  );
}
