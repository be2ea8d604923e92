import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { Locale } from '@tendero/contract';
import { getPathname, Link } from '@/i18n/navigation';
import { loadOptional } from '@/lib/api';
import { categoryMenu } from '@/lib/shop-api';
import { AccountLink } from './account/account-link';
import { HeaderCart } from './cart/header-cart';
import { LanguagePicker } from './language-picker';
import { SearchField, SearchInput } from './search-field';
import { ShopLinks } from './shop-links';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const menu = await loadOptional(categoryMenu(locale));
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="bar">
        <Link href="/" className="logo" prefetch={false}>
          Tendero
        </Link>
        <form
          className="search-form"
          role="search"
          action={getPathname({ href: '/search', locale })}
          method="get"
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t('search')}
          </label>
          {/* Cached pages render without a query: the words are filled in where there are some. */}
          <Suspense fallback={<SearchInput placeholder={t('searchPlaceholder')} />}>
            <SearchField placeholder={t('searchPlaceholder')} />
          </Suspense>
          <button type="submit" className="button">
            {t('searchSubmit')}
          </button>
        </form>
        <AccountLink />
        <HeaderCart />
        <Suspense>
          <LanguagePicker />
        </Suspense>
      </div>
      <nav className="category-nav" aria-label={t('categories')}>
        <ul>
          <ShopLinks menu={menu} />
        </ul>
      </nav>
    </header>
  );
}
