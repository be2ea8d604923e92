/**
 * The keys of the browser's query cache, one per API answer kept there. Answers in the page's
 * language carry it in their key, so a language switch asks again.
 */
export const queryKeys = {
  /** The signed-in customer; null when signed out. */
  me: ['me'],
  addresses: ['addresses'],
  /** The registration's arithmetic question: kept on signing out, it belongs to no customer. */
  challenge: ['challenge'],
  geo: ['geo'],
  /** The seller and the shop's rules (`GET /v1/shop`), in the page's language. */
  shopInfo: (locale: string) => ['shop', locale] as const,
  countries: (locale: string) => ['countries', locale] as const,
  states: (countryIso: string, locale: string) => ['states', countryIso, locale] as const,
  /** The cart, in the page's language (names, the estimate's carrier); cleared on signing in or out. */
  cart: (locale: string) => ['cart', locale] as const,
  /** The cart and its gifts in every language: what signing in or out makes stale. */
  allCarts: ['cart'],
  cartGifts: (locale: string) => ['cart', 'gifts', locale] as const,
  /** The checkout's answers about the cart: stale with it, so they live under its prefix too. */
  cartCarriers: (locale: string, addressId: number | null) =>
    ['cart', 'carriers', locale, addressId] as const,
  cartValidation: (locale: string, revision: number) => ['cart', 'validate', locale, revision] as const,
  paymentAuth: (locale: string, revision: number) => ['cart', 'paymentAuth', locale, revision] as const,
  /** A payment's confirmation (it places the order once); the order it placed is `order`. */
  confirmation: (key: string) => ['confirmation', key] as const,
  /** The customer's orders, page after page, in the page's language (status words are the shop's). */
  orders: (locale: string) => ['orders', 'list', locale] as const,
  /** One order: its lines' names as bought, the countries named in the page's language. */
  order: (reference: string, locale: string) => ['orders', 'detail', reference, locale] as const,
  /** A parcel looked up by number and postcode (the events' descriptions are in the page's language). */
  trackedParcel: (trackingNumber: string, postcode: string, locale: string) =>
    ['parcels', 'tracked', trackingNumber, postcode, locale] as const,
  /** A return looked up by its parcel's number and the delivery postcode. */
  trackedReturn: (trackingNumber: string, postcode: string, locale: string) =>
    ['returns', 'tracked', trackingNumber, postcode, locale] as const,
  /** The customer's returns, page after page. */
  returns: (locale: string) => ['returns', 'list', locale] as const,
  /** The parcels of one of the customer's orders. */
  orderParcels: (reference: string, locale: string) => ['parcels', 'order', reference, locale] as const,
  /** The customer's refunds, page after page (lines named as bought, kinds and states in words here). */
  refunds: (locale: string) => ['refunds', 'list', locale] as const,
  /** The refunds of one order, shown on its page. */
  orderRefunds: (reference: string, locale: string) => ['refunds', 'order', reference, locale] as const,
  /** A review invitation by its token (the product named in the page's language). */
  reviewInvitation: (token: string, locale: string) => ['reviews', 'invitation', token, locale] as const,
  /** The customer's reviews and open invitations. */
  myReviews: (locale: string) => ['reviews', 'mine', locale] as const,
  /** The customer's points and the shop's rules for them; stale after a conversion or a new order. */
  points: ['points', 'stats'],
  /** The points history, page after page, per filter of kinds. */
  pointsHistory: (kinds: readonly string[]) => ['points', 'history', kinds.join(',')] as const,
  /** What a number of points is worth now (the quote follows the balance). */
  pointsQuote: (points: number) => ['points', 'quote', points] as const,
  /** Everything of the points: what a conversion makes stale. */
  allPoints: ['points'],
  shippingOptions: (country: string, weightGrams: number, amount: number, locale: string) =>
    ['shippingOptions', country, weightGrams, amount, locale] as const,
} as const;
