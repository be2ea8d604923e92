'use client';

import type { z } from 'zod';
import type { HttpMethod, QueryParams } from '@tendero/client';
import type {
  ShopInfo,
  Address,
  AddressInput,
  AddressPage,
  AddressPatch,
  B2BDataInput,
  B2BSubscription,
  Cart,
  CartAddressInput,
  CartCarrierInput,
  CartCarriers,
  CartGifts,
  CartValidation,
  CartLineInput,
  CartLineRemoveInput,
  CartQuery,
  CartUpdateInput,
  ChallengeResponse,
  ChangePasswordInput,
  CountryList,
  CustomerOrderDetail,
  ForgotPasswordInput,
  Geo,
  LoginInput,
  Me,
  MeUpdate,
  MyReview,
  MyReviews,
  MessageInput,
  OrderPage,
  OrderRepeat,
  ParcelPage,
  PaymentAuth,
  PaymentIntentAnswer,
  PlacedOrder,
  IDEMPOTENCY_KEY_HEADER,
  PointsConversion,
  PointsConversionQuote,
  PointsEntryKind,
  PointsHistoryPage,
  PointsStats,
  PromoCodeInput,
  ReactionInput,
  ReactionResult,
  Refund,
  RefundPage,
  RegisterInput,
  Return,
  ReturnableOrder,
  ReturnableOrderInput,
  ReturnPage,
  ResetPasswordInput,
  ReviewDraft,
  ReviewDraftCheck,
  ReviewInvitation,
  ReviewInvitationLink,
  ShippingOptions,
  StateList,
  StockAlertInput,
  StockAlertResult,
  SupportRequest,
  TestCardInput,
  TestConfirmationAnswer,
  TrackedParcel,
  TrackedReturn,
  Withdrawal,
  WithdrawalInput,
} from '@tendero/contract';
import { browserApi } from './browser-api';

/**
 * The browser's one way to the API: a named call per endpoint, typed by the contract. A body is the
 * input of the route's schema (what the API accepts before it trims and fills in defaults), so a form
 * that sends a field the contract renamed no longer builds. Answers are typed by the route's response
 * schema but not parsed again here: zod would more than double the JavaScript of a page, and the API
 * sends nothing its response schema does not allow.
 */

/** What a form sends to a route whose body schema is `S`. */
type Sent<S extends z.ZodType> = z.input<S>;

export type LoginBody = Sent<typeof LoginInput>;
export type RegisterBody = Sent<typeof RegisterInput>;
export type ForgotPasswordBody = Sent<typeof ForgotPasswordInput>;
export type ResetPasswordBody = Sent<typeof ResetPasswordInput>;
export type ChangePasswordBody = Sent<typeof ChangePasswordInput>;
export type ProfileBody = Sent<typeof MeUpdate>;
export type B2BBody = Sent<typeof B2BDataInput>;
export type AddressBody = Sent<typeof AddressInput>;
export type AddressPatchBody = Sent<typeof AddressPatch>;
export type SupportBody = Sent<typeof MessageInput>;
export type StockAlertBody = Sent<typeof StockAlertInput>;
export type ReactionBody = Sent<typeof ReactionInput>;
export type CartLineBody = Sent<typeof CartLineInput>;
export type CartLineRemoveBody = Sent<typeof CartLineRemoveInput>;
export type CartUpdateBody = Sent<typeof CartUpdateInput>;
export type CartQueryParams = Sent<typeof CartQuery>;
export type PromoCodeBody = Sent<typeof PromoCodeInput>;
export type CartAddressBody = Sent<typeof CartAddressInput>;
export type CartCarrierBody = Sent<typeof CartCarrierInput>;
export type TestCardBody = Sent<typeof TestCardInput>;
export type ReturnableBody = Sent<typeof ReturnableOrderInput>;
export type WithdrawalBody = Sent<typeof WithdrawalInput>;
export type ReviewDraftBody = Sent<typeof ReviewDraft>;

/** The one place an answer's type is taken on trust: the route declares it (see above). */
function call<Answer>(
  method: HttpMethod,
  path: string,
  options: { body?: unknown; query?: QueryParams; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return browserApi().request<Answer>(method, path, options);
}

// Session and registration

/** The signed-in customer. */
export const me = () => call<Me>('GET', '/v1/me');

export const signIn = (body: LoginBody) => call<Me>('POST', '/v1/auth/login', { body });

/** Ends the session and its cookies. */
export const signOut = () => call<undefined>('POST', '/v1/auth/logout');

/** The arithmetic question of the registration's human check. */
export const registrationChallenge = () => call<ChallengeResponse>('GET', '/v1/auth/challenge');

/** Opens an account and signs it in. */
export const registerCustomer = (body: RegisterBody) => call<Me>('POST', '/v1/auth/register', { body });

/** Mails a one-time link to set a new password; the answer is the same for unknown addresses. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  call<undefined>('POST', '/v1/auth/forgot-password', { body });

export const resetPassword = (body: ResetPasswordBody) =>
  call<undefined>('POST', '/v1/auth/reset-password', { body });

/** Changes the password and signs the customer's other devices out. */
export const changePassword = (body: ChangePasswordBody) =>
  call<undefined>('POST', '/v1/auth/change-password', { body });

// The account

export const updateProfile = (body: ProfileBody) => call<Me>('PATCH', '/v1/me', { body });

/** Starts the business-customer subscription or updates its data. */
export const subscribeBusiness = (body: B2BBody) => call<B2BSubscription>('POST', '/v1/me/b2b', { body });

export const endBusiness = () => call<undefined>('DELETE', '/v1/me/b2b');

/** The customer's addresses: all of them, the API's page limit being well above the address limit. */
export const addresses = () => call<AddressPage>('GET', '/v1/me/addresses', { query: { limit: 100 } });

export const addAddress = (body: AddressBody) => call<Address>('POST', '/v1/me/addresses', { body });

export const updateAddress = (addressId: number, body: AddressPatchBody) =>
  call<Address>('PATCH', `/v1/me/addresses/${addressId}`, { body });

export const deleteAddress = (addressId: number) =>
  call<undefined>('DELETE', `/v1/me/addresses/${addressId}`);

/** A message to the support team, confirmed by e-mail. */
export const contactSupport = (body: SupportBody) => call<SupportRequest>('POST', '/v1/me/support', { body });

// Countries

/** The visitor's country as the shop guesses it, for a new address. */
export const geo = () => call<Geo>('GET', '/v1/geo');

/** The countries the shop delivers to, named in the page's language. */
export const countries = () => call<z.output<typeof CountryList>>('GET', '/v1/geo/countries');

/** The states (provinces, …) of a country that asks for one in addresses. */
export const states = (countryIso: string) =>
  call<z.output<typeof StateList>>('GET', `/v1/geo/countries/${encodeURIComponent(countryIso)}/states`);

// Shipping

/** Who delivers a shipment of `weight` grams worth `amount` cents to `country`, cheapest first. */
export const shippingOptions = (query: { country: string; weight: number; amount: number }) =>
  call<ShippingOptions>('GET', '/v1/shipping/options', { query });

// The cart: the signed-in customer's, or the visitor's through its httpOnly cookie (set on the first add)

/** The cart worked out afresh; `country` asks for the shipping estimate to another country. */
export const cart = (query: CartQueryParams = {}) => call<Cart>('GET', '/v1/cart', { query });

/** Adds units of a product to its line (a new line if it is not in the cart); 409 with what is available. */
export const addToCart = (body: CartLineBody) => call<Cart>('PATCH', '/v1/cart', { body });

/** Sets the quantity of a line. */
export const setCartQuantity = (body: CartLineBody) => call<Cart>('PUT', '/v1/cart', { body });

export const removeFromCart = (body: CartLineRemoveBody) => call<Cart>('DELETE', '/v1/cart', { body });

/** The cart as a whole: the chosen gift (null takes it back), the step, the estimate's country. */
export const updateCart = (body: CartUpdateBody) => call<Cart>('POST', '/v1/cart', { body });

/** Enters a promo code; one that does not apply stays on the cart with the reason. */
export const enterPromoCode = (body: PromoCodeBody) => call<Cart>('PATCH', '/v1/cart/rule', { body });

export const removePromoCode = (body: PromoCodeBody) => call<Cart>('DELETE', '/v1/cart/rule', { body });

/** The gifts the cart may choose now and those it is close to. */
export const cartGifts = () => call<CartGifts>('GET', '/v1/cart/gifts');

// The checkout (signed in): addresses, carrier, what stands in the way, payment, the placed order

/** The delivery and invoice addresses, from the customer's address book. */
export const chooseCartAddresses = (body: CartAddressBody) =>
  call<Cart>('POST', '/v1/cart/address', { body });

/** The carrier methods that deliver the cart to its delivery address, priced, cheapest first. */
export const cartCarriers = () => call<CartCarriers>('GET', '/v1/cart/carriers');

export const chooseCarrier = (body: CartCarrierBody) => call<Cart>('POST', '/v1/cart/carriers', { body });

/** What stands in the way of going on from `step` (1 signed in, 2 addresses, 3 carrier). */
export const validateCart = (step: 1 | 2 | 3) =>
  call<CartValidation>('GET', '/v1/cart/validate', { query: { step } });

/** Whether the cart may be paid now, through which provider, and for which revision. */
export const paymentAuth = () => call<PaymentAuth>('GET', '/v1/cart/payment/auth');

/** The cart's payment intent for the revision the shopper reviewed (409 when the cart changed since). */
export const paymentIntent = (revision: number) =>
  call<PaymentIntentAnswer>('GET', '/v1/orders/stripe/payment-intent', { query: { revision } });

/** The offline test provider's card form: the card decides (Stripe's test card numbers). */
export const confirmTestCard = (intentId: string, body: TestCardBody) =>
  call<TestConfirmationAnswer>('POST', `/v1/payments/test/intents/${encodeURIComponent(intentId)}/confirm`, {
    body,
  });

/** The test bank's 3-D Secure page: approved or failed. */
export const answerTestChallenge = (intentId: string, body: { clientSecret: string; approve: boolean }) =>
  call<TestConfirmationAnswer>(
    'POST',
    `/v1/payments/test/intents/${encodeURIComponent(intentId)}/challenge`,
    { body },
  );

/** After paying: places the order once (or answers the one placed), or says why not. */
export const confirmPayment = (query: {
  payment_intent: string;
  payment_intent_client_secret?: string;
  redirect_status?: string;
}) => call<PlacedOrder>('GET', '/v1/orders/stripe/confirmation', { query });

/** Places an order with nothing to pay (a voucher covers it), for the revision reviewed. */
export const placeZeroOrder = (revision: number) =>
  call<PlacedOrder>('POST', '/v1/orders/zero', { body: { revision } });

/** Records that the purchase was reported, so a reload of the confirmation never counts it twice. */
export const markConversionSent = (reference: string) =>
  call<{ conversionSent: boolean }>('PATCH', `/v1/me/orders/${encodeURIComponent(reference)}`, {
    body: { conversionSent: true },
  });

// Catalogue and articles

/** "Tell me when it is back" for a sold-out product. */
export const subscribeStockAlert = (sku: string, body: StockAlertBody) =>
  call<StockAlertResult>('POST', `/v1/catalog/products/${encodeURIComponent(sku)}/notifications`, { body });

export const reactToArticle = (articleId: number, body: ReactionBody) =>
  call<ReactionResult>('POST', `/v1/cms/articles/${articleId}/reactions`, { body });

// The customer's orders

/** A page of ten of the customer's orders, newest first; `cursor` is the previous page's `nextCursor`. */
export const myOrders = (cursor?: string) =>
  call<OrderPage>('GET', '/v1/me/orders', { query: { limit: 10, ...(cursor ? { cursor } : {}) } });

/** One of the customer's orders; another customer's or an unknown reference is a 404. */
export const myOrder = (reference: string) =>
  call<CustomerOrderDetail>('GET', `/v1/me/orders/${encodeURIComponent(reference)}`);

/** An invoice's or credit note's PDF, by the path its order lists (`/v1/me/orders/document/…`). */
export const documentPdf = (path: string) => call<Blob>('GET', path);

/** Order again: what is still sold goes into the cart; the answer says what did not. */
export const repeatOrder = (reference: string) =>
  call<OrderRepeat>('POST', `/v1/me/orders/${encodeURIComponent(reference)}/repeat`);

// Parcels and refunds

/**
 * A parcel by its tracking number and delivery postcode, for anyone who knows both (404 for an unknown
 * number and a wrong postcode alike; rate-limited per address, so asked from the shopper's browser).
 */
export const trackParcel = (trackingNumber: string, postcode: string) =>
  call<TrackedParcel>(
    'GET',
    `/v1/sending/parcels/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(postcode)}`,
  );

/** The parcels of one of the customer's orders, newest first: an order has a handful at most. */
export const orderParcels = (reference: string) =>
  call<ParcelPage>('GET', '/v1/sending/parcels', { query: { order: reference, limit: 100 } });

/** A page of the customer's refunds, newest first; `cursor` is the previous page's `nextCursor`. */
export const myRefunds = (cursor?: string, limit = 10) =>
  call<RefundPage>('GET', '/v1/me/refunds', { query: { limit, ...(cursor ? { cursor } : {}) } });

/**
 * The refunds of one of the customer's orders, newest first: picked from all of the customer's, a
 * hundred a page (a customer has few refunds, and the order page asks only when the order has some).
 */
export async function orderRefunds(reference: string): Promise<Refund[]> {
  const found: Refund[] = [];
  let cursor: string | undefined;
  do {
    const page = await myRefunds(cursor, 100);
    found.push(...page.items.filter((refund) => refund.orderReference === reference));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return found;
}

// Returns and the withdrawal button (docs/flows.md#returns-and-withdrawal)

/** What of an order can still be sent back, for whoever names it with its e-mail (rate-limited). */
export const returnableOrder = (body: ReturnableBody) =>
  call<ReturnableOrder>('POST', '/v1/sending/returnable', { body });

/**
 * Asks to return units of a delivered order: multipart form data built by `returnFormData` (the
 * request as JSON in `request`, the photos in `photos`).
 */
export const requestReturn = (reference: string, form: FormData) =>
  call<Return>('POST', `/v1/sending/returns/${encodeURIComponent(reference)}`, { body: form });

/** A return's progress by its parcel's number and the order's delivery postcode (404 for either wrong). */
export const trackReturn = (trackingNumber: string, postcode: string) =>
  call<TrackedReturn>(
    'GET',
    `/v1/sending/returns/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(postcode)}`,
  );

/** The withdrawal button's confirmed declaration; the acknowledgement mail goes out at once. */
export const declareWithdrawal = (body: WithdrawalBody) =>
  call<Withdrawal>('POST', '/v1/sending/withdrawals', { body });

/** A page of the signed-in customer's returns, newest first. */
export const myReturns = (cursor?: string) =>
  call<ReturnPage>('GET', '/v1/me/returns', { query: { limit: 10, ...(cursor ? { cursor } : {}) } });

// Reviews by invitation (docs/flows.md#reviews)

const token = (value: string) => `/v1/reviews/${encodeURIComponent(value)}`;

/** The invitation behind a mail's link (reading it marks it opened): 404 unknown, 410 expired. */
export const reviewInvitation = (value: string) => call<ReviewInvitation>('GET', token(value));

/** Checks a draft as the API would save it; nothing is stored. */
export const checkReviewDraft = (value: string, body: ReviewDraftBody) =>
  call<ReviewDraftCheck>('PUT', token(value), { body });

/** Turns the invitation into a review, private until the shop approves it; a second time is a 409. */
export const postReview = (value: string, body: ReviewDraftBody) =>
  call<MyReview>('POST', token(value), { body });

/** The signed-in customer's reviews with their state, and the invitations still open. */
export const myReviews = () => call<MyReviews>('GET', '/v1/me/reviews');

/** A fresh link to one of the customer's open invitations, for "write a review". */
export const reviewInvitationLink = (invitationId: number) =>
  call<ReviewInvitationLink>('POST', `/v1/me/reviews/invitations/${invitationId}/link`);
// Loyalty points (docs/flows.md#loyalty-points)

/** The contract's header name, checked by the compiler without bringing its schemas into the page. */
const IDEMPOTENCY_HEADER: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The seller and the shop's rules (`points` among them), the same for every visitor. */
export const shopInfo = () => call<ShopInfo>('GET', '/v1/shop');

/** The customer's points: balance, pending per order, expiring soon, totals and the shop's rules. */
export const myPoints = () => call<PointsStats>('GET', '/v1/me/points');

/** A page of twenty ledger entries, newest first, of the chosen kinds (all when none is chosen). */
export const myPointsHistory = (kinds: readonly PointsEntryKind[], cursor?: string) =>
  call<PointsHistoryPage>('GET', '/v1/me/points/history', {
    query: {
      limit: 20,
      ...(kinds.length > 0 ? { kind: kinds.join(',') } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });

/** What `points` are worth as a voucher now, and whether converting them would succeed; nothing is spent. */
export const quotePointsConversion = (points: number) =>
  call<PointsConversionQuote>('GET', '/v1/me/points/convert', { query: { points } });

/** Converts points into a voucher code; the same key (a retried click) answers the same conversion. */
export const convertPoints = (points: number, idempotencyKey: string) =>
  call<PointsConversion>('POST', '/v1/me/points/convert', {
    body: { points },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
