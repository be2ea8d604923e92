import { useLocale, useTranslations } from 'next-intl';
import type { ProductPrice } from '@tendero/contract';
import { formatMoney } from '@/lib/format';

/**
 * The price, with the struck-through base price when it is reduced and the lowest price of the 30 days
 * before the reduction (Omnibus) in words. On a card (`compact`) a mark (drawn by CSS, so the price's
 * text stays the amount) points to the grid's footnote on VAT and shipping, since a link cannot sit
 * inside the card's link, and the lowest price is said briefly; the product page says it in full and
 * shows the terms below (PriceTerms).
 */
export function Price({ price, compact = false }: { price: ProductPrice; compact?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('price');
  const now = formatMoney(locale, price);
  const reduced = price.baseAmount !== undefined;
  const lowest =
    reduced && price.lowestPriorPrice !== undefined
      ? formatMoney(locale, { amount: price.lowestPriorPrice, currency: price.currency })
      : null;
  return (
    <div className={compact ? 'price-block marked' : 'price-block'}>
      <p className="price">
        {price.baseAmount === undefined ? (
          <span>{now}</span>
        ) : (
          <>
            <span className="reduced">
              <span className="visually-hidden">{t('now', { price: '' })}</span>
              {now}
            </span>
            <s>
              <span className="visually-hidden">{t('was', { price: '' })}</span>
              {formatMoney(locale, { amount: price.baseAmount, currency: price.currency })}
            </s>
          </>
        )}
      </p>
      {compact && <p className="visually-hidden">{t.rich('terms', { link: (chunks) => chunks })}</p>}
      {lowest !== null && (
        <p className="price-lowest">{t(compact ? 'lowestPriorShort' : 'lowestPrior', { price: lowest })}</p>
      )}
    </div>
  );
}
