import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { pagePath, shopPages } from '@/lib/pages';

/**
 * What a price includes: VAT included, shipping on top, linking the shipping page in the page's language.
 * `footnote`: under a grid of cards, whose prices carry the mark it explains.
 */
export async function PriceTerms({ footnote = false }: { footnote?: boolean }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('price')]);
  const pages = isLocale(locale) ? await shopPages(locale) : [];
  const shipping = pages.find((page) => page.key === 'shipping');
  const terms = t.rich(footnote ? 'termsOfAll' : 'terms', {
    link: (chunks) =>
      shipping ? (
        <Link href={`/${pagePath(shipping.slug)}`} prefetch={false}>
          {chunks}
        </Link>
      ) : (
        chunks
      ),
  });
  return footnote ? (
    <p className="price-terms footnote">
      <span aria-hidden="true">* </span>
      {terms}
    </p>
  ) : (
    <p className="price-terms">{terms}</p>
  );
}
