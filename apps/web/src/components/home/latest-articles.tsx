import { getTranslations } from 'next-intl/server';
import type { Article } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { ArticleGrid } from '../article-card';

/** The newest articles, and the way to all of them. */
export async function LatestArticles({ articles }: { articles: Article[] }) {
  const t = await getTranslations('home');
  return (
    <>
      <h2>{t('latestArticles')}</h2>
      <ArticleGrid articles={articles} />
      <p>
        <Link href="/articles" prefetch={false}>
          {t('allArticles')} →
        </Link>
      </p>
    </>
  );
}
