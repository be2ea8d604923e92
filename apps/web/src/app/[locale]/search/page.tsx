import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchResult, type Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { ListingView } from '@/components/listing-view';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { loadOptional } from '@/lib/api';
import { samePathEverywhere } from '@/lib/alternates';
import { apiListingQuery, listingState } from '@/lib/listing-query';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('search');
  const query = await searchParams;
  const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.trim().slice(0, 100) ?? '';
  const state = listingState(query);
  const result = q
    ? await loadOptional(locale, '/v1/catalog/search', SearchResult, { q, ...apiListingQuery(state) })
    : null;
  return (
    <>
      <PageAlternates alternates={samePathEverywhere('search')} />
      <h1>{q ? t('resultsFor', { query: q }) : t('title')}</h1>
      {!q && <p>{t('prompt')}</p>}
      {q && result && result.items.length === 0 && !state.cursor && <p>{t('noResults', { query: q })}</p>}
      {q && result && (result.items.length > 0 || state.cursor) && (
        <ListingView
          listing={result}
          state={state}
          action={getPathname({ href: '/search', locale })}
          locale={locale}
          extra={{ q }}
        />
      )}
    </>
  );
}
