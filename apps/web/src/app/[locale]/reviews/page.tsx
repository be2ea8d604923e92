import type { Metadata } from 'next';
import { REVIEW_INVITATION_TTL_DAYS } from '@tendero/contract';
import { PageAlternates } from '@/components/alternates';
import { languageAlternates, samePathEverywhere } from '@/lib/alternates';
import { pageLocale } from '@/lib/locale';
import { pathTranslator } from '@/lib/track-page';

/** The same words for everyone: rendered once, served from the cache. */
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

const SECTIONS = ['who', 'verified', 'checked', 'shown'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await pathTranslator(locale, 'review');
  return {
    title: t('policy.title'),
    description: t('policy.intro'),
    alternates: languageAlternates(samePathEverywhere('reviews'), locale),
  };
}

/**
 * How reviews are collected and checked (UCPD Art. 7(6)): who is invited, what "verified purchase"
 * means, how the shop moderates and what the product page shows. Linked from every product's reviews.
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await pathTranslator(locale, 'review');
  return (
    <article className="article content-page">
      <PageAlternates alternates={samePathEverywhere('reviews')} />
      <h1>{t('policy.title')}</h1>
      <p className="lead">{t('policy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`policy.${section}Title`)}</h2>
          <p>{t(`policy.${section}Text`, { days: REVIEW_INVITATION_TTL_DAYS })}</p>
        </section>
      ))}
    </article>
  );
}
