import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CURRENCY, POINTS_EXPIRING_SOON_DAYS } from '@tendero/contract';
import { PointsRulesView } from '@/components/points/points-rules';
import { languageAlternates, samePathEverywhere } from '@/lib/alternates';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'points.rules' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: languageAlternates(samePathEverywhere('points'), locale),
  };
}

export default async function Page({ params }: Props) {
  await pageLocale(params);

  return <PointsRulesView expiringSoonDays={POINTS_EXPIRING_SOON_DAYS} currency={CURRENCY} />;
}
