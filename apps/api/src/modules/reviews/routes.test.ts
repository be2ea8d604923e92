import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_ERRORS, type Locale, type ProductReviews } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aProduct, aSignedInCustomer } from '../../test/fixtures.ts';
import { listProducts } from '../catalog/index.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { outbox } from '../mail/outbox.ts';
import { invitedOrder } from './test-support.ts';

// The response cache on, as in production: approving must show at once all the same.
const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '60' });
const db = () => ctx.app.database.db;
let operator = '';

beforeAll(async () => {
  await seedCarriers(db());
  operator = await operatorCookie(ctx.app);
}, 60_000);

type Method = 'GET' | 'PUT' | 'POST';

const onToken = (method: Method, token: string, payload?: object, locale: Locale = 'en') =>
  ctx.app.inject({
    method,
    url: `/v1/reviews/${token}`,
    headers: { origin: SHOP_ORIGIN, 'x-locale': locale },
    ...(payload === undefined ? {} : { payload }),
  });

const admin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', cookie: operator },
    ...(payload === undefined ? {} : { payload }),
  });

const publicReviews = async (productId: number, query = '', locale: Locale = 'en') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/catalog/products/${productId}/reviews${query}`,
    headers: { 'x-locale': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductReviews;
};

/** A review of `productId` posted through a fresh invitation, in `locale`, approved unless told. */
async function aReview(
  productId: number,
  draft: { rating: number; body?: string },
  options: { locale?: Locale; moderate?: 'approve' | 'reject' | 'none' } = {},
) {
  const { tokens } = await invitedOrder(ctx.app, [productId]);
  const posted = await onToken('POST', tokens[0] ?? '', draft, options.locale ?? 'en');
  expect(posted.statusCode, posted.body).toBe(201);
  const id = (posted.json() as { id: number }).id;
  const moderate = options.moderate ?? 'approve';
  if (moderate === 'approve') {
    expect((await admin('POST', `/v1/admin/reviews/${id}/approval`)).statusCode).toBe(200);
  } else if (moderate === 'reject') {
    const rejected = await admin('POST', `/v1/admin/reviews/${id}/rejection`, { reason: 'Off topic' });
    expect(rejected.statusCode).toBe(200);
  }
  return id;
}

const aToken = async () => {
  const product = await aProduct(ctx.app, { price: 2490 });
  const order = await invitedOrder(ctx.app, [product.id]);
  return { product, order, token: order.tokens[0] ?? '' };
};

describe('the token routes', () => {
  it('reads the invitation and marks it opened', async () => {
    const { product, order, token } = await aToken();
    const first = await onToken('GET', token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const placed = await db()
      .selectFrom('shop_order')
      .select('placed_at')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(first.json()).toMatchObject({
      product: { id: product.id, name: product.name, path: product.path },
      orderedAt: placed.placed_at,
      status: 'opened',
      opened: false,
      used: false,
      locale: 'en',
    });
    expect((await onToken('GET', token)).json()).toMatchObject({ status: 'opened', opened: true });
  });

  it('checks a draft without saving it, then turns it into a pending review once', async () => {
    const { product, token } = await aToken();
    const checked = await onToken('PUT', token, { rating: 4, body: '  Solid.  ' });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      draft: { rating: 4, body: 'Solid.' },
      invitation: { status: 'validated' },
    });
    const stored = () =>
      db().selectFrom('review').select(['id']).where('product_id', '=', product.id).execute();
    expect(await stored()).toEqual([]);

    const posted = await onToken('POST', token, { rating: 4, body: 'Solid.' }, 'de');
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      product: { id: product.id },
      rating: 4,
      body: 'Solid.',
      locale: 'de',
      status: 'pending',
      rejectionReason: null,
      reply: null,
    });
    expect(await stored()).toHaveLength(1);

    const again = await onToken('POST', token, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_ERRORS.invitationUsed);
    expect((await onToken('PUT', token, { rating: 5 })).statusCode).toBe(409);
    expect((await onToken('GET', token)).json()).toMatchObject({ used: true, status: 'used' });
    expect(await stored()).toHaveLength(1);
  });

  it('lets one of two posts at once win', async () => {
    const { product, token } = await aToken();
    const answers = await Promise.all([
      onToken('POST', token, { rating: 3 }),
      onToken('POST', token, { rating: 4 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db().selectFrom('review').select('id').where('product_id', '=', product.id).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [0, 'validation.number.min'],
    [6, 'validation.number.max'],
    [4.5, 'validation.number.integer'],
    ['5', 'validation.number.type'],
  ])('refuses a rating of %j with %s', async (rating, key) => {
    const { token } = await aToken();
    for (const method of ['PUT', 'POST'] as const) {
      const response = await onToken(method, token, { rating });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path: 'rating', message: key })]);
    }
    expect((await onToken('GET', token)).json().used).toBe(false);
  });

  it('refuses a body over 2000 characters and keeps one of 2000', async () => {
    const { token } = await aToken();
    const long = await onToken('POST', token, { rating: 5, body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { path: 'body', message: 'validation.string.max', params: { maximum: 2000 } },
    ]);
    const fits = await onToken('POST', token, { rating: 5, body: 'x'.repeat(2000) });
    expect(fits.statusCode).toBe(201);
    expect(fits.json().body).toHaveLength(2000);
  });

  it('keeps markup as the text it is', async () => {
    const product = await aProduct(ctx.app, { price: 1290 });
    const body = '<script>alert("x")</script>\n<b>Great</b> & "cheap"';
    const id = await aReview(product.id, { rating: 5, body });
    const row = await db().selectFrom('review').select('body').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.body).toBe(body);
    const [review] = (await publicReviews(product.id)).items;
    expect(review?.body).toBe(body);
  });

  it('answers an unknown token 404, an expired one 410, a malformed one 400', async () => {
    const unknown = await onToken('GET', 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REVIEW_ERRORS.invitationNotFound);
    expect((await onToken('POST', 'B'.repeat(43), { rating: 5 })).statusCode).toBe(404);
    const malformed = await onToken('GET', 'not*a*token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].message).toBe('validation.string.token');

    const { order, token } = await aToken();
    await db()
      .updateTable('review_invitation')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', order.orderId)
      .execute();
    for (const method of ['GET', 'PUT', 'POST'] as const) {
      const expired = await onToken(method, token, method === 'GET' ? undefined : { rating: 5 });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(REVIEW_ERRORS.invitationExpired);
    }
  });
});

describe('public reviews', () => {
  it('shows only approved reviews, with exact averages and distribution', async () => {
    const product = await aProduct(ctx.app, { price: 3990 });
    expect((await publicReviews(product.id)).summary).toEqual({
      average: null,
      averageTenths: null,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    await aReview(product.id, { rating: 5 });
    await aReview(product.id, { rating: 4 }, { moderate: 'none' });
    await aReview(product.id, { rating: 1 }, { moderate: 'reject' });
    let listed = await publicReviews(product.id);
    expect(listed.summary).toMatchObject({ average: '5.0', averageTenths: 50, count: 1 });
    expect(listed.items.map((review) => review.rating)).toEqual([5]);
    // Shown with the first name and the last name's initial of the order (Ana Silva), no more.
    expect(listed.items[0]).toMatchObject({ verified: true, reply: null, locale: 'en', author: 'Ana S.' });

    // 5 + 4 + 4 + 4 = 17 over 4 is 4.25: half up, 4.3.
    for (const rating of [4, 4, 4]) await aReview(product.id, { rating });
    listed = await publicReviews(product.id);
    expect(listed.summary).toEqual({
      average: '4.3',
      averageTenths: 43,
      count: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 3 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    const stored = await db()
      .selectFrom('product_rating')
      .selectAll()
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ review_count: 4, rating_sum: 17, stars_4: 3, stars_5: 1 });

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/v1/catalog/${product.path}`,
      headers: { 'x-locale': 'en' },
    });
    expect(page.json().product.rating).toEqual({ average: '4.3', averageTenths: 43, count: 4 });
  });

  it('pages newest first, filters by stars and puts the page’s language first', async () => {
    const product = await aProduct(ctx.app, { price: 1490 });
    const older = await aReview(product.id, { rating: 5, body: 'Sehr gut' }, { locale: 'de' });
    const middle = await aReview(product.id, { rating: 3, body: 'Fine' });
    const newest = await aReview(product.id, { rating: 5, body: 'Great' });
    expect((await publicReviews(product.id)).items.map((review) => review.id)).toEqual([
      newest,
      middle,
      older,
    ]);
    const german = await publicReviews(product.id, '', 'de');
    expect(german.items.map((review) => [review.id, review.locale])).toEqual([
      [older, 'de'],
      [newest, 'en'],
      [middle, 'en'],
    ]);
    // Pages across the turn from the page's language to the others.
    for (const [query, ids] of [
      ['?limit=1&page=1', [older]],
      ['?limit=1&page=2', [newest]],
      ['?limit=2&page=2', [middle]],
      ['?limit=2&page=1&stars=5', [older, newest]],
      ['?limit=1&page=2&stars=5', [newest]],
    ] as const) {
      const paged = await publicReviews(product.id, query, 'de');
      expect(
        paged.items.map((review) => review.id),
        query,
      ).toEqual(ids);
    }
    const fives = await publicReviews(product.id, '?stars=5');
    expect(fives).toMatchObject({ total: 2, pageCount: 1, page: 1 });
    expect(fives.items.map((review) => review.id)).toEqual([newest, older]);
    expect(fives.summary.count).toBe(3);
    const second = await publicReviews(product.id, '?limit=2&page=2');
    expect(second).toMatchObject({ total: 3, pageCount: 2, page: 2 });
    expect(second.items.map((review) => review.id)).toEqual([older]);
    expect((await publicReviews(product.id, '?page=9')).items).toEqual([]);
    for (const stars of ['0', '6', '4.5']) {
      const bad = await ctx.app.inject({
        method: 'GET',
        url: `/v1/catalog/products/${product.id}/reviews?stars=${stars}`,
      });
      expect(bad.statusCode).toBe(400);
    }
    const none = await ctx.app.inject({ method: 'GET', url: '/v1/catalog/products/999999/reviews' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(REVIEW_ERRORS.productNotFound);
  });
});

describe('listings by rating', () => {
  it('sort the best rated first, then the most rated, products without reviews last', async () => {
    const shelf = await aCategory(ctx.app);
    const unrated = await aProduct(ctx.app, { price: 990, categoryId: shelf.id });
    const good = await aProduct(ctx.app, { price: 990, categoryId: shelf.id });
    const best = await aProduct(ctx.app, { price: 990, categoryId: shelf.id });
    const bestOften = await aProduct(ctx.app, { price: 990, categoryId: shelf.id });
    await aReview(good.id, { rating: 4 });
    await aReview(best.id, { rating: 5 });
    await aReview(bestOften.id, { rating: 5 });
    await aReview(bestOften.id, { rating: 5 });
    const expected = [bestOften.id, best.id, good.id, unrated.id];
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/v1/catalog/${shelf.path}?sort=rating`,
      headers: { 'x-locale': 'en' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const listing = page.json().listing as { items: { id: number; rating: { count: number } }[] };
    expect(listing.items.map((item) => item.id)).toEqual(expected);
    expect(listing.items.map((item) => item.rating.count)).toEqual([2, 1, 1, 0]);
    // The database's own order (large categories), page by page through the cursor.
    const scope = { kind: 'category', categoryId: shelf.id } as const;
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const part = await listProducts(db(), 'en', scope, { sort: 'rating', limit: 3, cursor }, 0);
      seen.push(...part.items.map((item) => item.id));
      cursor = part.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});

describe('moderation', () => {
  it('approves once, mails the customer in the order’s language and logs who did it', async () => {
    const product = await aProduct(ctx.app, { price: 990 });
    const { tokens, email } = await invitedOrder(ctx.app, [product.id], { locale: 'de' });
    const id = (await onToken('POST', tokens[0] ?? '', { rating: 4 }, 'de')).json().id as number;
    const queue = await admin('GET', '/v1/admin/reviews?limit=100');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((item: { id: number }) => item.id)).toContain(id);
    const approved = await admin('POST', `/v1/admin/reviews/${id}/approval`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      customer: { email },
      product: { id: product.id },
    });
    const again = await admin('POST', `/v1/admin/reviews/${id}/approval`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_ERRORS.illegalTransition);
    expect((await admin('POST', `/v1/admin/reviews/${id}/rejection`, { reason: 'x' })).statusCode).toBe(409);
    const mails = (await outbox(db(), 20, email)).filter((mail) => mail.template === 'review-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ihre Bewertung von ${product.name} ist online`);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('subject_type', '=', 'review')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'review.approve', subject_id: String(id) }]);
  });

  it('rejects with a reason the customer reads, and replies under a review', async () => {
    const product = await aProduct(ctx.app, { price: 990 });
    const { tokens, email, browser } = await invitedOrder(ctx.app, [product.id]);
    const id = (await onToken('POST', tokens[0] ?? '', { rating: 2 })).json().id as number;
    expect((await admin('POST', `/v1/admin/reviews/${id}/rejection`, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await admin('POST', `/v1/admin/reviews/${id}/rejection`, {
      reason: 'Names a person',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Names a person' });
    const mail = (await outbox(db(), 20, email)).find((row) => row.template === 'review-rejected');
    expect(mail?.text).toContain('Names a person');
    const mine = await browser.get('/v1/me/reviews');
    expect(mine.json().reviews[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'Names a person',
    });
    const rejectedList = await admin('GET', '/v1/admin/reviews?status=rejected&limit=100');
    expect(rejectedList.json().items[0].id).toBe(id);

    const shown = await aReview(product.id, { rating: 5 });
    const reply = await admin('PUT', `/v1/admin/reviews/${shown}/reply`, { body: 'Thank you!' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [review] = (await publicReviews(product.id)).items;
    expect(review).toMatchObject({ id: shown, reply: { body: 'Thank you!' } });
  });

  it('is for operators only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/reviews'],
      ['POST', '/v1/admin/reviews/1/approval'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { origin: SHOP_ORIGIN, 'x-locale': 'en' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await admin('POST', '/v1/admin/reviews/999999/approval')).statusCode).toBe(404);
  });
});

describe('the customer’s reviews', () => {
  it('lists reviews with their state and the invitations still open, and only the customer’s', async () => {
    const [first, second] = [
      await aProduct(ctx.app, { price: 990 }),
      await aProduct(ctx.app, { price: 1990 }),
    ];
    const order = await invitedOrder(ctx.app, [first.id, second.id]);
    const id = (await onToken('POST', order.tokens[0] ?? '', { rating: 5 })).json().id as number;
    const mine = await order.browser.get('/v1/me/reviews');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().reviews).toEqual([expect.objectContaining({ id, status: 'pending' })]);
    expect(mine.json().invitations).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: second.id }), status: 'sent' }),
    ]);
    const invitationId = mine.json().invitations[0].invitationId as number;

    const link = await order.browser.post(`/v1/me/reviews/invitations/${invitationId}/link`);
    expect(link.statusCode, link.body).toBe(201);
    const fresh = link.json() as { token: string; path: string };
    expect(fresh.path).toBe(`/en/review/${fresh.token}`);
    expect((await onToken('GET', fresh.token)).json().product.id).toBe(second.id);
    // The mailed token keeps working beside it.
    expect((await onToken('GET', order.tokens[1] ?? '')).statusCode).toBe(200);

    const { browser: other } = await aSignedInCustomer(ctx.app);
    const theirs = await other.get('/v1/me/reviews');
    expect(theirs.json()).toEqual({ reviews: [], invitations: [] });
    const foreign = await other.post(`/v1/me/reviews/invitations/${invitationId}/link`);
    expect(foreign.statusCode).toBe(404);
    // The first product's invitation, used by the review above.
    const used = await order.browser.post(`/v1/me/reviews/invitations/${invitationId - 1}/link`);
    expect(used.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/me/reviews' })).statusCode).toBe(401);
  });
});
