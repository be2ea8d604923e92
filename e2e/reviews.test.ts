import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shopFormatLocale } from '../packages/contract/src/money-format.ts';
import { adminMessages, launch, screenshot, seriousViolations, text } from './browser.ts';
import { aCustomerAt, anOperator, api, placeOrder, shipInOneParcel, unique } from './back-office.ts';
import { carrierDelivers, mailsTo, rows } from './shop-data.ts';

/**
 * A review by invitation as the customer, the carrier and an operator meet it: a Polish customer's
 * order delivered by the carrier simulator brings one invitation mail (no days to wait in the
 * journeys); on a 390 px phone its link opens the form, four stars chosen by touch and keyboard, a
 * text with markup in it, the draft checked as typed, sent once; pending on the account; approved and
 * answered by an operator in the German back office; then on the product page in Polish and in
 * English: the average, the count, the bars, the review with its author, "verified purchase", its
 * language, the text as text and the reply, and the JSON-LD's `aggregateRating` and review; and the
 * product's reviews and the account's list in Greek on a 360 px phone.
 */
const shop = inject('shopUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const de = adminMessages('de');
type Messages = Record<string, unknown>;
const messages = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'apps/web/messages', locale, file), 'utf8')) as Messages;
const review = { pl: messages('pl', 'review.json'), en: messages('en', 'review.json') };
const reviews = {
  pl: messages('pl', 'common.json').reviews as Messages,
  en: messages('en', 'common.json').reviews as Messages,
};
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A storefront text by its dotted key, plurals and all. */
function say(all: Messages, locale: string, key: string, values: Record<string, string | number> = {}) {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], all);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(found, locale).format(values));
}

async function go(page: Page, to: string): Promise<void> {
  const response = await page.goto(`${shop}${to}`, { waitUntil: 'networkidle' });
  expect(response?.status(), to).toBe(200);
}

async function expectFitsAndAccessible(page: Page, name: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, name);
}

interface ProductJsonLd {
  aggregateRating?: { ratingValue: string; reviewCount: number };
  review?: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody?: string }[];
}

async function productJsonLd(page: Page): Promise<ProductJsonLd> {
  return JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as ProductJsonLd;
}

const BODY = 'Solidny i cichy. Po miesiącu nadal jak nowy.\n<b>Polecam</b>, choć kabel mógłby być dłuższy.';
const REPLY = 'Dziękujemy! Dłuższy kabel jest w przygotowaniu.';

describe('reviews by invitation', () => {
  it('a Polish customer at 390 px is invited on delivery and writes 4 stars; approved, shown in Polish and English', async () => {
    // A product no other journey opens on the storefront (its page is cached once rendered) and that
    // has no review yet.
    const [product] = rows<{ id: number }>(
      `select p.id from product p where p.active = 1 and p.stock >= 20 and p.price between 1000 and 3000
       and not exists (select 1 from review r where r.product_id = p.id)
       order by p.id desc limit 1`,
    );
    if (!product) throw new Error('no product in stock at 10 to 30 €');

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
      hasTouch: true,
    });
    const page = await context.newPage();
    const email = unique('reviews-pl');
    const addressId = await aCustomerAt(page, 'pl', email, 'reviews-secret-1', {
      firstName: 'Zofia',
      lastName: 'Kowalska',
      countryIso: 'PL',
      address1: 'ul. Marszałkowska 1',
      postcode: '00-624',
      city: 'Warszawa',
    });
    const reference = await placeOrder(page, 'pl', addressId, [{ productId: product.id, quantity: 1 }]);

    // Shipped by an operator, delivered by the carrier simulator: one invitation mail, in Polish.
    const operator = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await anOperator(operator);
    await carrierDelivers(
      await shipInOneParcel(operator, reference, [{ position: 1, quantity: 1 }]),
      'reviews-out',
    );
    const [invitation] = await mailsTo(email, 'review-invitation', 1);
    if (!invitation) throw new Error(`no invitation mailed to ${email}`);
    expect(invitation.subject).toContain(reference);
    const link = /https?:\/\/\S+\/pl\/review\/[\w-]+/.exec(invitation.text)?.[0];
    if (!link) throw new Error(`no review link in: ${invitation.text}`);
    expect(invitation.text).toContain('pierwszą literę nazwiska');

    // The form: touch the fifth star, then one to the left by keyboard.
    const write = (key: string, values: Record<string, string | number> = {}) =>
      say(review.pl, 'pl', `write.${key}`, values);
    await go(page, new URL(link).pathname);
    await page.locator('form.review-form').waitFor();
    expect(await page.locator('h1').textContent()).toBe(write('title'));
    expect(await page.locator('.review-shown-as').textContent()).toBe(write('shownAs', { name: 'Zofia K.' }));
    await page.locator('.review-star-choice label').nth(4).tap();
    await page.getByText(write('ratingWord.5')).waitFor();
    await page.getByRole('radio', { name: write('starLabel', { stars: 5 }), exact: true }).press('ArrowLeft');
    await page.getByText(write('ratingWord.4')).waitFor();
    expect(
      await page.getByRole('radio', { name: write('starLabel', { stars: 4 }), exact: true }).isChecked(),
    ).toBe(true);
    await page.getByLabel(new RegExp(`^${write('body')}`)).fill(BODY);
    // Checked with the API once typing pauses.
    await page.getByText(write('checked')).waitFor();
    await expectFitsAndAccessible(page, 'review-pl-390-form');
    await page.getByRole('button', { name: write('submit') }).dblclick();
    await page.getByRole('heading', { name: say(review.pl, 'pl', 'thanks.title') }).waitFor();
    const written = rows<{ rating: number; body: string; locale: string; status: string }>(
      `select r.rating, r.body, r.locale, r.status from review r
       join review_invitation i on i.id = r.invitation_id where i.order_reference = ?`,
      reference,
    );
    expect(written).toEqual([{ rating: 4, body: BODY, locale: 'pl', status: 'pending' }]);
    await expectFitsAndAccessible(page, 'review-pl-390-thanks');

    // The same link again says it was used; the account shows the review pending.
    await go(page, new URL(link).pathname);
    await page.getByRole('heading', { name: say(review.pl, 'pl', 'closed.usedTitle') }).waitFor();
    await go(page, '/pl/account/reviews');
    const mine = page.locator('.review-status');
    await mine.waitFor();
    // Its title comes from the page's own namespace, which the server reads from its file.
    expect(await page.title()).toContain(say(review.pl, 'pl', 'mine.title'));
    expect(await mine.textContent()).toBe(say(review.pl, 'pl', 'mine.status.pending'));

    // The operator approves it and replies, in the German back office.
    const desk = await operator.newPage();
    await desk.goto(`${shop}/admin/reviews`, { waitUntil: 'networkidle' });
    const [line] = rows<{ name: string }>(
      'select l.name from order_line l join shop_order o on o.id = l.order_id where o.reference = ?',
      reference,
    );
    const ours = desk.locator('article.admin-review', { hasText: reference });
    await ours.waitFor();
    expect(await ours.locator('h2').textContent()).toContain(line?.name ?? '');
    expect(await ours.locator('.review-body').textContent()).toBe(BODY);
    await ours.getByRole('button', { name: text(de, 'reviews.approve'), exact: true }).dblclick();
    await ours.waitFor({ state: 'detached' });
    await desk.goto(`${shop}/admin/reviews?status=approved`, { waitUntil: 'networkidle' });
    const approved = desk.locator('article.admin-review', { hasText: reference });
    await approved.getByRole('button', { name: text(de, 'reviews.replyAction'), exact: true }).click();
    await approved.getByLabel(text(de, 'reviews.replyForm.label'), { exact: true }).fill(REPLY);
    await approved.getByRole('button', { name: text(de, 'reviews.replyForm.submit'), exact: true }).click();
    await approved.locator('.review-reply', { hasText: REPLY }).waitFor();
    const [approvedMail] = await mailsTo(email, 'review-approved', 1);
    expect(approvedMail?.subject).toContain(line?.name ?? '');
    await operator.close();

    // The product page in Polish: stars beside the name, the summary, the review and its reply.
    const { reviews: listed } = await api<{ reviews: { product: { path: string } }[] }>(
      page,
      'pl',
      'GET',
      '/v1/me/reviews',
    );
    const polishPath = listed[0]?.product.path ?? '';
    const english = await api<{ reviews: { product: { path: string } }[] }>(
      page,
      'en',
      'GET',
      '/v1/me/reviews',
    );
    const englishPath = english.reviews[0]?.product.path ?? '';
    expect(polishPath).not.toBe('');
    expect(englishPath).not.toBe(polishPath);
    for (const [locale, productPath] of [
      ['pl', polishPath],
      ['en', englishPath],
    ] as const) {
      const t = (key: string, values: Record<string, string | number> = {}) =>
        say(reviews[locale], locale, key, values);
      const average = new Intl.NumberFormat(shopFormatLocale(locale), { minimumFractionDigits: 1 }).format(4);
      await go(page, `/${locale}/${productPath}`);
      expect(await page.locator('.product-rating a').textContent()).toBe(
        t('averageCount', { average, count: 1 }),
      );
      const section = page.locator('section.reviews');
      expect(await section.locator('.reviews-average-number').textContent()).toBe(average);
      expect(await section.locator('.rating-bar-count').allTextContents()).toEqual(['0', '1', '0', '0', '0']);
      const entry = section.locator('article.review');
      expect(await entry.count()).toBe(1);
      expect(await entry.locator('.review-author').textContent()).toBe('Zofia K.');
      expect(await entry.locator('.review-verified').textContent()).toBe(t('verified'));
      expect(await entry.locator('.review-language').textContent()).toBe(
        t('language', {
          language: new Intl.DisplayNames([locale], { type: 'language' }).of('pl') ?? 'pl',
        }),
      );
      // The markup typed is text, with its line break.
      expect(await entry.locator('.review-body').first().textContent()).toBe(BODY);
      expect(await entry.locator('.review-body b').count()).toBe(0);
      expect(await entry.locator('.review-reply .review-body').textContent()).toBe(REPLY);
      expect(await section.locator('.reviews-policy a').getAttribute('href')).toBe(`/${locale}/reviews`);
      const ld = await productJsonLd(page);
      expect(ld.aggregateRating).toMatchObject({ ratingValue: '4.0', reviewCount: 1 });
      expect(ld.review).toEqual([
        expect.objectContaining({
          author: { '@type': 'Person', name: 'Zofia K.' },
          reviewRating: expect.objectContaining({ ratingValue: 4 }),
          reviewBody: BODY,
        }),
      ]);
      await section.scrollIntoViewIfNeeded();
      await expectFitsAndAccessible(page, `review-${locale}-390-product`);
    }

    // The bar of four stars filters the list (a plain link); the account shows the review published.
    await go(page, `/pl/${polishPath}`);
    await Promise.all([page.waitForURL(/reviewStars=4/), page.locator('.rating-bars a').first().click()]);
    await page.locator('.reviews-filtered').waitFor();
    expect(await page.locator('.reviews-filtered').textContent()).toContain(
      say(reviews.pl, 'pl', 'filtered', { stars: 4, count: 1 }),
    );
    expect(await page.locator('section.reviews article.review').count()).toBe(1);
    await go(page, '/pl/account/reviews');
    await mine.waitFor();
    expect(await mine.textContent()).toBe(say(review.pl, 'pl', 'mine.status.approved'));
    await expectFitsAndAccessible(page, 'review-pl-390-account');

    // Greek's long words on a 360 px phone: the product's reviews and the account's list.
    await page.setViewportSize({ width: 360, height: 780 });
    const greek = await api<{ reviews: { product: { path: string } }[] }>(
      page,
      'el',
      'GET',
      '/v1/me/reviews',
    );
    await go(page, `/el/${greek.reviews[0]?.product.path ?? ''}`);
    const greekEntry = page.locator('section.reviews article.review');
    expect(await greekEntry.locator('.review-verified').textContent()).toBe(
      say(messages('el', 'common.json').reviews as Messages, 'el', 'verified'),
    );
    await page.locator('section.reviews').scrollIntoViewIfNeeded();
    await expectFitsAndAccessible(page, 'review-el-360-product');
    await go(page, '/el/account/reviews');
    await mine.waitFor();
    expect(await mine.textContent()).toBe(say(messages('el', 'review.json'), 'el', 'mine.status.approved'));
    await expectFitsAndAccessible(page, 'review-el-360-account');
    await context.close();
  });
});
