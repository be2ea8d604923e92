import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Reactions } from '@/components/reactions';
import { pageLocale } from '@/lib/locale';
import { decodedSegment, find } from '@/lib/api';
import { articleBySlug } from '@/lib/shop-api';
import { languageAlternates, notFoundMetadata } from '@/lib/alternates';
import { formatDate } from '@/lib/format';
import { Picture } from '@/components/picture';

/** An article: rendered on its first visit, served from the cache, re-rendered at most once a minute. */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

async function article({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const page = await find(articleBySlug(locale, decodedSegment(slug)));
  const found = page?.items[0];
  const alternates = (found?.alternates ?? []).map((entry) => ({
    locale: entry.locale,
    path: `articles/${entry.slug}`,
  }));
  return { locale, found, alternates };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, found, alternates } = await article(props);
  if (!found) return notFoundMetadata(locale);
  return {
    title: found.title,
    description: found.subtitle,
    alternates: languageAlternates(alternates, locale),
  };
}

export default async function ArticleRoute(props: Props) {
  const { locale, found, alternates } = await article(props);
  if (!found) notFound();
  const t = await getTranslations('articles');
  const nav = await getTranslations('nav');
  return (
    <article className="article">
      <PageAlternates alternates={alternates} />
      <Breadcrumbs items={[{ name: nav('articles'), path: 'articles' }]} current={found.title} />
      <h1>{found.title}</h1>
      <p className="lead">{found.subtitle}</p>
      <p className="muted">{t('published', { date: formatDate(locale, found.publishedAt) })}</p>
      <Picture image={found.image} sizes="(max-width: 800px) 100vw, 760px" priority />
      {found.body.split('\n\n').map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Reactions articleId={found.id} initial={found.reactions} />
    </article>
  );
}
