import { useLocale, useTranslations } from 'next-intl';
import type { ProductPrice } from '@tendero/contract';
import { formatMoney } from '@/lib/format';

/** The price, with the struck-through base price when it is reduced. */
export function Price({ price }: { price: ProductPrice }) {
  const locale = useLocale();
  const t = useTranslations('price');
  const now = formatMoney(locale, price);
  if (price.baseAmount === undefined) return <p className="price">{now}</p>;
  const was = formatMoney(locale, { amount: price.baseAmount, currency: price.currency });
  return (
    <p className="price">
      <span className="reduced">
        <span className="visually-hidden">{t('now', { price: '' })}</span>
        {now}
      </span>
      <s>
        <span className="visually-hidden">{t('was', { price: '' })}</span>
        {was}
      </s>
    </p>
  );
}
