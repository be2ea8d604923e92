'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useCart } from './use-cart';

/** A basket drawn in the text's colour, sized by the text. */
export function CartIcon() {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The header's cart: a link to the cart page with the number of items, on every page. */
export function HeaderCart() {
  const t = useTranslations('cart');
  const { data } = useCart();
  const count = data?.itemCount;
  return (
    <Link
      href="/cart"
      prefetch={false}
      className="header-cart"
      aria-label={count === undefined ? t('link') : t('linkWithCount', { count })}
    >
      <CartIcon />
      <span className="label">{t('link')}</span>
      {count !== undefined && count > 0 && (
        <span className="count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
