import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ListingView } from '@/components/listing-view';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { decodedSegment, loadListing } from '@/lib/api';
import { promotionPage } from '@/lib/shop-api';
import { languageAlternates, notFoundMetadata } from '@/lib/alternates';
import { formatMoney, formatPercent } from '@/lib/format';
import { apiListingQuery, appliedState, listingState } from '@/lib/listing-query';
import { Picture } from '@/components/picture';
import { PromotionTerms } from '@/components/promotion-terms';

type Props = {
  params: Promise<{ locale: Locale; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function promotion({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const requested = listingState(await searchParams);
  const { data: found, notice } = await loadListing(
    promotionPage(locale, decodedSegment(slug), apiListingQuery(requested)),
  );
  const state = appliedState(requested, notice);
  const alternates = (found?.alternates ?? []).map((entry) => ({
    locale: entry.locale,
    path: `promotions/${entry.slug}`,
  }));
  return { locale, slug, state, found, alternates, notice };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, found, alternates } = await promotion(props);
  if (!found) return notFoundMetadata(locale);
  return {
    title: found.name,
    description: found.description,
    alternates: languageAlternates(alternates, locale),
  };
}

export default async function PromotionRoute(props: Props) {
  const { locale, slug, state, found, alternates, notice } = await promotion(props);
  if (!found) notFound();
  const t = await getTranslations('promotion');
  const offer = found.gift
    ? t('freeGift')
    : found.kind === 'reductionPercent'
      ? t('percentOff', { percent: formatPercent(locale, found.percentBp) })
      : found.kind === 'reductionAmount'
        ? t('amountOff', { amount: formatMoney(locale, found.amount) })
        : t('freeShipping');
  // A cart-wide promotion has no products of its own; one of several categories or brands links them.
  const listed = found.target !== 'cart' && found.categories.length <= 1 && found.brands.length <= 1;
  return (
    <>
      <PageAlternates alternates={alternates} />
      <Breadcrumbs items={[]} current={found.name} />
      <Picture image={found.image} sizes="(max-width: 1240px) 100vw, 1240px" priority />
      <h1>{found.name}</h1>
      <p className="badge">{offer}</p>
      <p className="lead">{found.description}</p>
      <PromotionTerms promotion={found} locale={locale} now={new Date().toISOString()} />
      {listed && (
        <ListingView
          listing={found.listing}
          state={state}
          action={getPathname({ href: `/promotions/${slug}`, locale })}
          locale={locale}
          notice={notice}
        />
      )}
    </>
  );
}
