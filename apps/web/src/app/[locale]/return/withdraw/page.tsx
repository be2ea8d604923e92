import { WithdrawalForm } from '@/components/return/withdrawal-form';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { shopInfo } from '@/lib/pages';
import { pathTranslator, trackMetadata } from '@/lib/track-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => trackMetadata(params, 'return', 'withdraw.title');

/**
 * The withdrawal button's page (CRD Art. 11a), open to guests: the right in short with the shop's
 * period, then the declaration. `?order=REF` (from the order page) fills in the order.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, shop, query] = await Promise.all([
    pathTranslator(locale, 'return'),
    shopInfo(locale),
    searchParams,
  ]);
  const order = Array.isArray(query.order) ? query.order[0] : query.order;
  return (
    <div className="return-page">
      <h1>{t('withdraw.title')}</h1>
      {shop && <p className="lead">{t('withdraw.right', { days: shop.returnDays })}</p>}
      <p>{t('withdraw.how')}</p>
      <p>
        <Link href="/return" prefetch={false}>
          {t('withdraw.toReturn')}
        </Link>
      </p>
      <WithdrawalForm reference={(order ?? '').slice(0, 9)} />
    </div>
  );
}
