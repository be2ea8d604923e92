'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { itemsPaid } from '@/lib/points-earning';
import { EarnPoints } from '../points/earn-points';
import { CartGifts } from './cart-gifts';
import { CartLines } from './cart-lines';
import { AppliedPromotions, CartTotals, PromoCodes, ShippingEstimate } from './cart-summary';
import { CartAnnouncer, useCart, useCartErrorText } from './use-cart';

/** Warnings of the whole cart that no line shows (a gift no longer earned). */
const LINE_WARNINGS = /^cart\.warning\.(priceChanged|outOfStock|notEnoughStock|notSold)$/;

/**
 * The cart page's content, in the browser: it is this visitor's own. Lines on the left, codes,
 * savings, shipping and totals beside them (under them on phones).
 */
export function CartView() {
  const t = useTranslations('cart');
  const cart = useCart();
  const errorText = useCartErrorText();
  if (cart.isPending)
    return (
      <p className="notice" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (cart.isError)
    return (
      <div className="notice warning" role="alert">
        <p>{errorText(cart.error)}</p>
        <button type="button" className="button secondary" onClick={() => void cart.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  const current = cart.data;
  const cartWarnings = current.warnings.filter((warning) => !LINE_WARNINGS.test(warning.key));
  const empty = current.lines.length === 0;
  // One tree for a full and an empty cart: the lines (and a removed line's "Undo") keep their state.
  return (
    <div className={empty ? 'cart empty' : 'cart'}>
      <CartAnnouncer />
      <div className="cart-main">
        {empty && (
          <div className="cart-empty">
            <p>{t('empty')}</p>
            <Link href="/" prefetch={false} className="button">
              {t('toShop')}
            </Link>
          </div>
        )}
        {cartWarnings.map((warning) => (
          <p key={`${warning.key}-${warning.productId ?? ''}`} className="notice warning">
            {t.has(warning.key.replace(/^cart\./, '') as never)
              ? t(warning.key.replace(/^cart\./, '') as never)
              : t('warning.generic')}
          </p>
        ))}
        <CartLines cart={current} />
        {!empty && <CartGifts cart={current} />}
      </div>
      {!empty && (
        <div className="cart-side">
          <PromoCodes cart={current} />
          <AppliedPromotions cart={current} />
          <ShippingEstimate cart={current} />
          <CartTotals cart={current} />
          <EarnPoints cents={itemsPaid(current.totals)} context="cart" />
          <p className="cart-next">
            <Link href="/checkout" prefetch={false} className="button">
              {t('toCheckout')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
