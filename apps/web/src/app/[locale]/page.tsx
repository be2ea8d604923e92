import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ArticlePage, Menu, MarketingEntityList, ProductList, type Locale } from '@tendero/contract';
import { ArticleCard } from '@/components/article-card';
import { CategoryCard } from '@/components/category-card';
import { ProductGrid } from '@/components/product-card';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { load, loadOptional } from '@/lib/api';
import { languageAlternates, samePathEverywhere } from '@/lib/alternates';

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
  const [hero, usp, banners, featured, offers, menu, articles] = await Promise.all([
    loadOptional(locale, '/v1/marketing/entities/types/hero', MarketingEntityList),
    loadOptional(locale, '/v1/marketing/entities/types/usp', MarketingEntityList),
    loadOptional(locale, '/v1/marketing/entities/types/banner', MarketingEntityList),
    load(locale, '/v1/products/recommended', ProductList, { limit: 10 }),
    load(locale, '/v1/products/offers', ProductList, { limit: 4 }),
    load(locale, '/v1/categories/menu', Menu, { depth: 1 }),
    load(locale, '/v1/cms/articles', ArticlePage, { limit: 3 }),
  ]);
  const first = hero?.items[0];
  const linkOf = (link: { kind: 'category' | 'promotion'; path: string }) =>
    link.kind === 'category' ? `/${link.path}` : `/promotions/${link.path}`;
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      {first && (
        <section className="hero">
          {first.image && (
            <Image
              src={first.image.url}
              alt=""
              width={first.image.width}
              height={first.image.height}
              priority
              sizes="(max-width: 1240px) 100vw, 1240px"
            />
          )}
          <div className="hero-text">
            <h2>{first.title}</h2>
            <p>{first.body}</p>
            {first.link && first.cta && (
              <Link className="button" href={linkOf(first.link)} prefetch={false}>
                {first.cta}
              </Link>
            )}
          </div>
        </section>
      )}
      {usp && (
        <ul className="usp">
          {usp.items.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong>
              <span>{item.body}</span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('featured')}</h2>
      <ProductGrid products={featured.items} />
      <h2>{t('categories')}</h2>
      <ul className="grid">
        {menu.items.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
      {banners && banners.items.length > 0 && (
        <ul className="banners">
          {banners.items.map((banner) => (
            <li key={banner.id} className="card banner">
              {banner.image && (
                <Image
                  src={banner.image.url}
                  alt=""
                  width={banner.image.width}
                  height={banner.image.height}
                  sizes="(max-width: 760px) 100vw, 400px"
                />
              )}
              <div className="body">
                <h3 className="title">{banner.title}</h3>
                <p>{banner.body}</p>
                {banner.link && banner.cta && (
                  <Link href={linkOf(banner.link)} prefetch={false}>
                    {banner.cta} →
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {offers.items.length > 0 && (
        <>
          <h2>{t('offers')}</h2>
          <ProductGrid products={offers.items} />
        </>
      )}
      <h2>{t('latestArticles')}</h2>
      <ul className="grid">
        {articles.items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <p>
        <Link href="/articles" prefetch={false}>
          {t('allArticles')} →
        </Link>
      </p>
    </>
  );
}
