import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { ArticleGrid } from '@/components/article-card';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { load } from '@/lib/api';
import { articles } from '@/lib/shop-api';
import { languageAlternates, samePathEverywhere } from '@/lib/alternates';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ cursor?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'articles' });
  return { title: t('title'), alternates: languageAlternates(samePathEverywhere('articles'), locale) };
}

export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { cursor } = await searchParams;
  const t = await getTranslations('articles');
  const page = await load(articles(locale, { limit: 12, cursor }));
  return (
    <>
      <PageAlternates alternates={samePathEverywhere('articles')} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ArticleGrid articles={page.items} />
      {page.nextCursor && (
        <nav className="paging">
          <a
            className="button"
            rel="next"
            href={`${getPathname({ href: '/articles', locale })}?cursor=${encodeURIComponent(page.nextCursor)}`}
          >
            {t('more')} →
          </a>
        </nav>
      )}
    </>
  );
}
