import { WITHDRAWAL_BUTTON } from '@tendero/contract/withdrawal-wording';
import { ReturnStart } from '@/components/return/return-start';
import { ReturnTracking } from '@/components/return/return-tracking';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { shopInfo } from '@/lib/pages';
import { pathTranslator, trackMetadata } from '@/lib/track-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => trackMetadata(params, 'return');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Returns without an account: start one with the order's reference and e-mail, follow one by its
 * parcel's number, or withdraw from the contract. The period is the shop's `RETURN_DAYS`.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, shop, query] = await Promise.all([
    pathTranslator(locale, 'return'),
    shopInfo(locale),
    searchParams,
  ]);
  return (
    <div className="return-page">
      <h1>{t('title')}</h1>
      {shop && <p className="lead">{t('intro', { days: shop.returnDays })}</p>}
      <ReturnStart reference={first(query.order).slice(0, 9)} />
      <ReturnTracking lookup={null} number={first(query.number).slice(0, 40)} />
      <section className="return-withdraw-link" aria-labelledby="return-withdraw-title">
        <h2 id="return-withdraw-title">{t('withdrawTitle')}</h2>
        <p>{t('withdrawText')}</p>
        <p>
          <Link href="/return/withdraw" prefetch={false} className="button secondary">
            {WITHDRAWAL_BUTTON[locale].withdraw}
          </Link>
        </p>
      </section>
    </div>
  );
}
