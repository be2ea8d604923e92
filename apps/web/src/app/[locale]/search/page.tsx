import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { ListingView } from '@/components/listing-view';
import { SearchSuggestions } from '@/components/search-suggestions';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { loadListing } from '@/lib/api';
import { searchCatalog } from '@/lib/shop-api';
import { samePathEverywhere } from '@/lib/alternates';
import { apiListingQuery, appliedState, listingState } from '@/lib/listing-query';

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
  const requested = listingState(query);
  const { data: result, notice } = q
    ? await loadListing(searchCatalog(locale, { q, ...apiListingQuery(requested) }))
    : { data: null, notice: null };
  const state = appliedState(requested, notice);
  // No brand to filter by means no product matched the words at all (filters only narrow matches).
  const nothingFound = result !== null && result.facets.manufacturers.length === 0;
  return (
    <>
      <PageAlternates alternates={samePathEverywhere('search')} />
      <h1>{q ? t('resultsFor', { query: q }) : t('title')}</h1>
      {!q && <p>{t('prompt')}</p>}
      {q && result && nothingFound && <SearchSuggestions query={q} suggestions={result.suggestions} />}
      {q && result && !nothingFound && (
        <ListingView
          listing={result}
          state={state}
          action={getPathname({ href: '/search', locale })}
          locale={locale}
          extra={{ q }}
          notice={notice}
        />
      )}
    </>
  );
}
