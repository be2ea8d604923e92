import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { PageBody } from '@/components/page-body';
import { decodedSegment, load } from '@/lib/api';
import { contentPage } from '@/lib/shop-api';
import { languageAlternates } from '@/lib/alternates';
import { formatDate } from '@/lib/format';
import { pageLocale } from '@/lib/locale';
import { pagePath } from '@/lib/pages';

/** A shop page (imprint, terms, …): rendered on its first visit, re-rendered at most once a minute. */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

async function shopPage({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const page = await load(contentPage(locale, decodedSegment(slug)));
  const alternates = page.alternates.map((entry) => ({ locale: entry.locale, path: pagePath(entry.slug) }));
  return { locale, page, alternates };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, alternates } = await shopPage(props);
  return { title: page.title, alternates: languageAlternates(alternates, locale) };
}

export default async function ShopPageRoute(props: Props) {
  const { locale, page, alternates } = await shopPage(props);
  const t = await getTranslations('pages');
  return (
    <article className="article content-page">
      <PageAlternates alternates={alternates} />
      <h1>{page.title}</h1>
      <PageBody body={page.body} />
      <p className="muted">{t('updated', { date: formatDate(locale, page.updatedAt) })}</p>
    </article>
  );
}
