'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Cart, CartLine } from '@tendero/contract';
import { Link } from '@/i18n/navigation';
import { withAdded, withoutGift, withoutLine, withQuantity } from '@/lib/cart-optimistic';
import { formatMoney } from '@/lib/format';
import {
  addToCart,
  removeFromCart,
  setCartQuantity,
  updateCart,
  type CartLineBody,
} from '@/lib/shop-api-browser';
import { Picture } from '../picture';
import { Price } from '../price';
import { quantityOf } from './add-to-cart';
import { announce, useCartChange } from './use-cart';

/** A line taken out of the cart, kept in its place with "Undo" until the page is left. */
interface Removed {
  line: CartLine;
  /** The line's place in the list when it was removed. */
  index: number;
}

/** The cart's lines: picture, name, unit price, quantity steppers, total, warnings, remove and undo. */
export function CartLines({ cart }: { cart: Cart }) {
  const t = useTranslations('cart');
  const [removed, setRemoved] = useState<Removed[]>([]);
  const remove = useCartChange({
    send: (line: CartLine) => removeFromCart({ productId: line.productId }),
    optimistic: (current, line) => withoutLine(current, line.productId),
    done: (_answer, line) => announce(t('announce.removed', { name: line.name })),
    failed: (_error, line) => setRemoved((list) => list.filter((entry) => entry.line !== line)),
  });
  const dropGift = useCartChange({
    send: () => updateCart({ giftProductId: null }),
    optimistic: (current) => withoutGift(current),
    done: () => announce(t('announce.giftRemoved')),
  });
  const undo = useCartChange({
    send: (line: CartLine) =>
      addToCart({
        productId: line.productId,
        quantity: line.quantity,
        applyPromotions: line.applyPromotions,
      }),
    optimistic: (current, line) => withAdded(current, line.productId, line.quantity),
    done: (_answer, line) => {
      setRemoved((list) => list.filter((entry) => entry.line !== line));
      announce(t('announce.restored', { name: line.name }));
    },
  });

  // Removed lines keep their place, so "Undo" is where the line was.
  const rows: ({ kind: 'line'; line: CartLine } | { kind: 'removed'; entry: Removed })[] = cart.lines.map(
    (line) => ({ kind: 'line', line }),
  );
  for (const entry of [...removed].sort((a, b) => a.index - b.index)) {
    if (cart.lines.some((line) => line.productId === entry.line.productId && !line.gift)) continue;
    rows.splice(Math.min(entry.index, rows.length), 0, { kind: 'removed', entry });
  }

  return (
    <ul className="cart-lines">
      {rows.map((row) =>
        row.kind === 'line' ? (
          <CartLineItem
            key={`${row.line.gift ? 'gift' : 'line'}-${row.line.productId}`}
            line={row.line}
            onRemove={() => {
              if (row.line.gift) {
                dropGift.mutate(undefined);
                return;
              }
              const index = cart.lines.indexOf(row.line);
              setRemoved((list) => [
                ...list.filter((entry) => entry.line.productId !== row.line.productId),
                { line: row.line, index },
              ]);
              remove.mutate(row.line);
            }}
          />
        ) : (
          <li key={`removed-${row.entry.line.productId}`} className="cart-removed">
            <p>{t('line.removed', { name: row.entry.line.name })}</p>
            <button
              type="button"
              className="link-button"
              aria-label={t('line.undoLabel', { name: row.entry.line.name })}
              onClick={() => undo.mutate(row.entry.line)}
            >
              {t('line.undo')}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

function CartLineItem({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const sold = !line.warnings.includes('notSold');
  return (
    <li className={line.gift ? 'cart-line gift' : 'cart-line'}>
      <div className="cart-line-picture">
        <Picture image={line.image} sizes="96px" />
      </div>
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          <Link href={`/${line.path}`} prefetch={false}>
            {line.name}
          </Link>
        </h2>
        {line.gift && <p className="badge">{t('line.gift')}</p>}
        {sold && !line.gift && (
          <div className="cart-line-price">
            <span className="visually-hidden">{t('line.unitPrice')}</span>
            <Price price={line.unitPrice} />
          </div>
        )}
        {line.warnings.map((warning) => (
          <p key={warning} className="cart-line-warning">
            {warning === 'priceChanged'
              ? t('warning.priceChanged', {
                  price: line.addedPrice ? formatMoney(locale, line.addedPrice) : '',
                })
              : warning === 'notEnoughStock'
                ? t('warning.notEnoughStock', { count: line.maxQuantity })
                : t(`warning.${warning}`)}
          </p>
        ))}
      </div>
      <div className="cart-line-actions">
        {line.gift ? (
          <p className="cart-line-quantity">{t('line.giftQuantity')}</p>
        ) : (
          <QuantityStepper line={line} />
        )}
        <p className="cart-line-total">
          <span className="visually-hidden">{t('line.total')} </span>
          {line.gift ? t('line.free') : formatMoney(locale, line.total)}
        </p>
        {line.discount.amount > 0 && !line.gift && (
          <p className="cart-line-discount">
            {t('line.discount', { amount: formatMoney(locale, line.discount) })}
          </p>
        )}
        <button
          type="button"
          className="link-button"
          aria-label={t(line.gift ? 'line.removeGiftLabel' : 'line.removeLabel', { name: line.name })}
          onClick={onRemove}
        >
          {t('line.remove')}
        </button>
      </div>
    </li>
  );
}

/** − [n] +: each step and each typed quantity is sent at once, and shows at once. */
function QuantityStepper({ line }: { line: CartLine }) {
  const t = useTranslations('cart');
  // What is being typed, until it is sent (Enter or leaving the field).
  const [typed, setTyped] = useState<string | null>(null);
  const change = useCartChange({
    send: (body: CartLineBody) => setCartQuantity(body),
    optimistic: (cart, body) => withQuantity(cart, body.productId, body.quantity),
    done: (_answer, body) => announce(t('announce.quantity', { name: line.name, count: body.quantity })),
  });
  const set = (quantity: number) => {
    setTyped(null);
    if (quantity !== line.quantity) change.mutate({ productId: line.productId, quantity });
  };
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    if (typed !== null) set(quantityOf(typed));
  };
  const canAdd = line.quantity < line.maxQuantity;
  const limitId = useId();
  // A greyed-out "+" says why; a line over the stock has its own warning, which says more.
  const atStockLimit =
    !canAdd &&
    line.maxQuantity > 0 &&
    !line.warnings.includes('notEnoughStock') &&
    !line.warnings.includes('outOfStock');
  return (
    <div className="cart-line-stepper">
      <form className="stepper" onSubmit={commit}>
        <button
          type="button"
          aria-label={t('line.decrease', { name: line.name })}
          disabled={line.quantity <= 1}
          onClick={() => set(line.quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(line.maxQuantity, line.quantity, 1)}
          step={1}
          aria-label={t('line.quantityOf', { name: line.name })}
          value={typed ?? String(line.quantity)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => commit()}
        />
        <button
          type="button"
          aria-label={t('line.increase', { name: line.name })}
          aria-describedby={atStockLimit ? limitId : undefined}
          disabled={!canAdd}
          onClick={() => set(line.quantity + 1)}
        >
          +
        </button>
      </form>
      {atStockLimit && (
        <p id={limitId} className="cart-line-limit">
          {t('line.stockLimit', { count: line.maxQuantity })}
        </p>
      )}
    </div>
  );
}
