import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { Banners } from '@/components/home/banners';
import { Hero } from '@/components/home/hero';
import { LatestArticles } from '@/components/home/latest-articles';
import { ProductRail } from '@/components/home/product-rail';
import { SellingPoints } from '@/components/home/selling-points';
import { ShopCategories } from '@/components/home/shop-categories';
import { pageLocale } from '@/lib/locale';
import { load, loadOptional } from '@/lib/api';
import { languageAlternates, samePathEverywhere } from '@/lib/alternates';
import {
  articles,
  marketingEntities,
  categoryMenu,
  productsOnOffer,
  recommendedProducts,
} from '@/lib/shop-api';

/** The home page: rendered on its first visit, served from the cache, re-rendered at most once a minute. */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return { alternates: languageAlternates(samePathEverywhere(''), locale) };
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('home');
  const [hero, usp, banners, featured, offers, categories, latest] = await Promise.all([
    loadOptional(marketingEntities(locale, 'hero')),
    loadOptional(marketingEntities(locale, 'usp')),
    loadOptional(marketingEntities(locale, 'banner')),
    load(recommendedProducts(locale, 10)),
    load(productsOnOffer(locale, 4)),
    load(categoryMenu(locale)),
    load(articles(locale, { limit: 3 })),
  ]);
  const first = hero?.items[0];
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      {first && <Hero hero={first} />}
      {usp && <SellingPoints points={usp.items} />}
      <ProductRail title={t('featured')} products={featured.items} />
      <ShopCategories categories={categories.items} />
      {banners && banners.items.length > 0 && <Banners banners={banners.items} />}
      {offers.items.length > 0 && <ProductRail title={t('offers')} products={offers.items} />}
      <LatestArticles articles={latest.items} />
    </>
  );
}
