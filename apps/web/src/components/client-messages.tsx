import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Messages = Record<string, unknown>;

/**
 * What the browser components of every page translate (language picker, gallery, delivery estimate,
 * stock alert, reactions, toasts, the header's account link and cart, "Add to cart"); server components keep the rest to
 * themselves, so each page carries only these messages in its HTML.
 */
const EVERY_PAGE = [
  'language',
  'product',
  'delivery',
  'stockAlert',
  'articles',
  'toast',
  'errors',
  'validation',
  'error',
];
const HEADER_ACCOUNT = ['signIn', 'hello'];
/** The header's cart and the "Add to cart" of product pages and cards. */
const EVERY_PAGE_CART = [
  'link',
  'linkWithCount',
  'add',
  'addShort',
  'addNamed',
  'added',
  'addedShort',
  'view',
  'quantity',
];
/** "Earn N points" on product pages, with the link to the rules. */
const EVERY_PAGE_POINTS = ['earn'];
/** A refused cross-site request can meet any form of the shop (stock alert, reactions). */
const EVERY_PAGE_AUTH = ['origin'];

/**
 * The account forms add their own words, the API's error keys and every validation message; its orders
 * and refunds theirs.
 */
const ACCOUNT_PAGES = ['account', 'orders', 'refunds', 'returns', 'points', 'auth', 'error'];
/** The cart page adds all of its words and the prices' (struck-through, 30-day lowest). */
const CART_PAGE = ['cart', 'price'];
/** The rules for points add their own words. */
const POINTS_PAGE = ['points'];
/** The checkout signs in or registers (the account forms), shows the cart's totals and its own words. */
const CHECKOUT_PAGES = [...ACCOUNT_PAGES, ...CART_PAGE, 'checkout'];

function pick(messages: Messages, names: readonly string[]): Messages {
  return Object.fromEntries(names.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

export async function ClientMessages({
  area,
  children,
}: {
  area: 'shop' | 'account' | 'cart' | 'checkout' | 'points';
  children: ReactNode;
}) {
  return <NextIntlClientProvider messages={await clientMessages(area)}>{children}</NextIntlClientProvider>;
}

/**
 * The messages the browser components of an area translate, picked from the request's `common`; the
 * return pages add the returns' words (a return's state, lines and refund, as the account shows them).
 */
export async function clientMessages(
  area: 'shop' | 'account' | 'cart' | 'checkout' | 'return' | 'points',
): Promise<Messages> {
  const messages = (await getMessages()) as Messages;
  return area === 'account' || area === 'checkout'
    ? {
        ...pick(messages, EVERY_PAGE),
        ...pick(messages, area === 'account' ? ACCOUNT_PAGES : CHECKOUT_PAGES),
      }
    : {
        ...pick(messages, EVERY_PAGE),
        account: pick((messages.account ?? {}) as Messages, HEADER_ACCOUNT),
        auth: pick((messages.auth ?? {}) as Messages, EVERY_PAGE_AUTH),
        cart: pick((messages.cart ?? {}) as Messages, EVERY_PAGE_CART),
        points: pick((messages.points ?? {}) as Messages, EVERY_PAGE_POINTS),
        ...(area === 'cart' ? pick(messages, CART_PAGE) : {}),
        ...(area === 'points' ? pick(messages, POINTS_PAGE) : {}),
        ...(area === 'return' ? pick(messages, ['returns']) : {}),
      };
}
