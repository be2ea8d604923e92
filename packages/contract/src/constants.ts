/** Business constants (docs/api.md#constants). */
export const CURRENCY = 'EUR';
export const CURRENCY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
export const CART_QUANTITY_MAX = 1_000_000;
/** Access-token lifetime in seconds when a token response does not say. */
export const TOKEN_LIFETIME_SECONDS = 3600;
export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;

/** Article reaction kinds. */
export const REACTION_KINDS = ['like', 'love', 'insightful'] as const;

/**
 * A readable cookie set beside the httpOnly session cookies, holding no secret: it only tells the
 * storefront that a session exists, so anonymous pages never ask the API who is signed in.
 */
export const SESSION_HINT_COOKIE = 'tendero_session';

/**
 * The shopper's delivery country while no address says it (two-letter ISO code): set by the cart page,
 * read by the product page's delivery estimate; without it, the shop domain's country.
 */
export const COUNTRY_COOKIE = 'tendero_country';
