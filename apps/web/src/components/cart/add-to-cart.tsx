'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { CART_QUANTITY_MAX } from '@tendero/contract/constants';
import { Link } from '@/i18n/navigation';
import { withAdded } from '@/lib/cart-optimistic';
import { addToCart, type CartLineBody } from '@/lib/shop-api-browser';
import { CartIcon } from './header-cart';
import { useCartChange } from './use-cart';

/** A quantity typed by hand, kept within 1 and the cart's maximum. */
export function quantityOf(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, CART_QUANTITY_MAX);
}

/** Adds `quantity` units of a product; the header's count moves at once. */
export function useAddToCart(name: string) {
  const [added, setAdded] = useState<{ quantity: number } | null>(null);
  const change = useCartChange({
    send: (body: CartLineBody) => addToCart(body),
    optimistic: (cart, body) => withAdded(cart, body.productId, body.quantity),
    done: (_answer, body) => setAdded({ quantity: body.quantity }),
  });
  return {
    add: (productId: number, quantity: number) => {
      setAdded(null);
      change.mutate({ productId, quantity });
    },
    pending: change.isPending,
    added,
    name,
  };
}

/** The product page's "Add to cart" with a quantity, and what became of it, read out when it changes. */
export function AddToCart({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('cart');
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const { add, pending, added } = useAddToCart(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const units = quantityOf(quantity);
    setQuantity(String(units));
    add(productId, units);
  };
  return (
    <form className="add-to-cart" onSubmit={submit}>
      <div className="add-to-cart-row">
        <label htmlFor={`${id}-quantity`} className="add-to-cart-quantity">
          <span>{t('quantity')}</span>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={CART_QUANTITY_MAX}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </label>
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          <CartIcon />
          {t('add')}
        </button>
      </div>
      <p role="status" className="add-to-cart-status">
        {added && (
          <>
            {t('added', { count: added.quantity, name })}{' '}
            <Link href="/cart" prefetch={false}>
              {t('view')}
            </Link>
          </>
        )}
      </p>
    </form>
  );
}

/** A product card's compact "Add to cart": one unit, said in the card's own words. */
export function AddToCartButton({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('cart');
  const { add, pending, added } = useAddToCart(name);
  return (
    <div className="card-cart">
      <button
        type="button"
        className="button secondary compact"
        aria-label={t('addNamed', { name })}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) add(productId, 1);
        }}
      >
        <CartIcon />
        <span aria-hidden="true">{t('addShort')}</span>
      </button>
      <span role="status" className="card-cart-status">
        {added ? t('addedShort') : ''}
      </span>
    </div>
  );
}
