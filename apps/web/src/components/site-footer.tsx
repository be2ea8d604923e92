import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { WITHDRAWAL_BUTTON } from '@tendero/contract/withdrawal-wording';
import { Link } from '@/i18n/navigation';
import { loadOptional } from '@/lib/api';
import { categoryMenu } from '@/lib/shop-api';
import { pagePath, shopInfo, shopPages, telHref } from '@/lib/pages';
import { FooterLanguages } from './footer-languages';
import { ShopLinks } from './shop-links';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const [menu, pages, shop] = await Promise.all([
    loadOptional(categoryMenu(locale)),
    shopPages(locale),
    shopInfo(locale),
  ]);
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
            <ShopLinks menu={menu} />
          </ul>
        </section>
        <section>
          <h2>{t('service')}</h2>
          <p>{t('support')}</p>
          <ul>
            {shop && (
              <>
                <li>
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </li>
                <li>
                  <a href={telHref(shop.phone)}>{shop.phone}</a>
                </li>
              </>
            )}
            <li>{t('serviceHours')}</li>
            <li>{t('payment')}</li>
            <li>{t('shipping')}</li>
            <li>
              <Link href="/track" prefetch={false}>
                {t('track')}
              </Link>
            </li>
            <li>
              <Link href="/return" prefetch={false}>
                {t('returns')}
              </Link>
            </li>
            <li>
              {/* The withdrawal button of CRD Art. 11a: on every page, in the prescribed words. */}
              <Link href="/return/withdraw" prefetch={false} className="withdrawal-link">
                {WITHDRAWAL_BUTTON[locale].withdraw}
              </Link>
            </li>
          </ul>
        </section>
        {pages.length > 0 && (
          <nav aria-labelledby="footer-information">
            <h2 id="footer-information">{t('information')}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page.key}>
                  <Link href={`/${pagePath(page.slug)}`} prefetch={false}>
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <FooterLanguages />
        <p className="copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
