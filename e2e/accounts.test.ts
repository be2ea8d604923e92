import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot, seriousViolations } from './browser.ts';

/** Accounts as a new customer meets them, with access tokens that expire after 5 s (servers.ts). */
const shop = inject('shopUrl');
const databaseFile = inject('databaseFile');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
}

async function register(page: Page, locale: string, email: string, password: string): Promise<void> {
  await go(page, `/${locale}/account/register`);
  const form = page.locator('main form');
  await form.locator('input[autocomplete="given-name"]').fill('Ana');
  await form.locator('input[autocomplete="family-name"]').fill('Silva');
  await form.locator('input[type="email"]').fill(email);
  const passwords = form.locator('input[type="password"]');
  await passwords.nth(0).fill(password);
  await passwords.nth(1).fill(password);
  const question = (await form.locator('.challenge legend').textContent()) ?? '';
  const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
  await form.locator('input[inputmode="numeric"]').fill(String(a + b));
  await Promise.all([page.waitForURL(/\/account$/), form.locator('button[type="submit"]').click()]);
}

async function signIn(page: Page, locale: string, email: string, password: string): Promise<void> {
  await go(page, `/${locale}/account/sign-in`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await Promise.all([page.waitForURL(/\/account$/), page.locator('main form button[type="submit"]').click()]);
}

async function addAddress(page: Page, street: string, makeDefault = false): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.locator('form.address-form');
  await form.locator('input[autocomplete="given-name"]').fill('Ana');
  await form.locator('input[autocomplete="family-name"]').fill('Silva');
  await form.locator('input[autocomplete="address-line1"]').fill(street);
  await form.locator('select').first().selectOption('DE');
  await form.locator('input[autocomplete="postal-code"]').fill('10115');
  await form.locator('input[autocomplete="address-level2"]').fill('Berlin');
  if (makeDefault) await form.getByLabel('Use for deliveries').check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.locator('.address-card', { hasText: street }).waitFor();
}

describe('a customer account', () => {
  it('registers, signs out and in, keeps two addresses, changes the default and the password', async () => {
    const { context, page } = await newPage();
    const email = unique('ana');
    await register(page, 'en', email, 'first-secret');
    expect(await page.locator('.account-link').textContent()).toBe('Hello, Ana');
    expect(await page.locator('.account-main .lead').first().textContent()).toMatch(
      /^Customer since [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en$/);
    await page.locator('.account-link', { hasText: 'Sign in' }).waitFor();

    await signIn(page, 'en', email, 'first-secret');
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
    await addAddress(page, 'Invalidenstraße 1');
    await addAddress(page, 'Torstraße 2');
    const first = page.locator('.address-card', { hasText: 'Invalidenstraße 1' });
    const second = page.locator('.address-card', { hasText: 'Torstraße 2' });
    expect(await first.locator('.badge').allTextContents()).toEqual([
      'Default for deliveries',
      'Default for invoices',
    ]);
    expect(await second.locator('.badge').count()).toBe(0);

    await second.getByRole('button', { name: 'Use for deliveries' }).click();
    await second.locator('.badge', { hasText: 'Default for deliveries' }).waitFor();
    expect(await first.locator('.badge').allTextContents()).toEqual(['Default for invoices']);
    await screenshot(page, 'account-addresses-en-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Password' }).click();
    const form = page.locator('main form');
    await form.getByLabel('Current password').fill('first-secret');
    await form.getByLabel('New password').fill('second-secret');
    await form.getByLabel('Repeat the password').fill('second-secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    await context.close();

    const again = await newPage();
    await go(again.page, '/en/account/sign-in');
    await again.page.locator('input[type="email"]').fill(email);
    await again.page.locator('input[type="password"]').fill('first-secret');
    await again.page.locator('main form button[type="submit"]').click();
    await again.page.getByRole('alert').filter({ hasText: 'not correct' }).waitFor();
    await signIn(again.page, 'en', email, 'second-secret');
    expect(await again.page.locator('.account-link').textContent()).toBe('Hello, Ana');
    await again.context.close();
  });

  it('shows registration errors under their fields, the repeat error under the repeat field, in German', async () => {
    const { context, page } = await newPage(390);
    await go(page, '/de/account/register');
    const form = page.locator('main form');
    await form.locator('input[type="email"]').fill('not-an-address');
    const passwords = form.locator('input[type="password"]');
    await passwords.nth(0).fill('geheim1');
    await passwords.nth(1).fill('geheim2');
    await form.locator('button[type="submit"]').click();
    const repeat = form.locator('.field', { has: page.locator('input[type="password"]') }).nth(1);
    await repeat.locator('.field-error').waitFor();
    expect(await repeat.locator('.field-error').textContent()).toBe('Die Passwörter stimmen nicht überein.');
    const emailField = form.locator('.field', { has: page.locator('input[type="email"]') });
    expect(await emailField.locator('.field-error').textContent()).toMatch(/E-Mail/);
    await screenshot(page, 'account-register-errors-de-390');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with the link from the outbox', async () => {
    const { context, page } = await newPage();
    const email = unique('lea');
    await register(page, 'en', email, 'old-secret');
    await context.close();

    const fresh = await newPage();
    await go(fresh.page, '/en/account/forgot-password');
    await fresh.page.locator('input[type="email"]').fill(email);
    await fresh.page.getByRole('button', { name: 'Send the link' }).click();
    await fresh.page.getByRole('status').waitFor();
    const db = new Database(databaseFile, { readonly: true });
    const mail = db
      .prepare(
        "select text from mail_outbox where recipient = ? and template = 'password-reset' order by id desc",
      )
      .get(email) as { text: string } | undefined;
    db.close();
    const link = mail?.text.match(/https?:\/\/\S+\/account\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    await go(fresh.page, `${url.pathname}${url.search}`);
    const form = fresh.page.locator('main form');
    await form.getByLabel('New password').fill('new-secret');
    await form.getByLabel('Repeat the password').fill('new-secret');
    await form.getByRole('button', { name: 'Save the new password' }).click();
    await fresh.page.getByRole('status').waitFor();
    await signIn(fresh.page, 'en', email, 'new-secret');
    await fresh.context.close();
  });

  it('keeps browsing the account after the 5-second access token expired, refreshed silently', async () => {
    const { context, page } = await newPage();
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/v1/auth/refresh')) refreshes.push(response.status());
    });
    await register(page, 'en', unique('mia'), 'a-secret');
    await page.waitForTimeout(6_000);
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.getByText('You have not saved an address yet.').waitFor();
    await page.waitForTimeout(6_000);
    await go(page, '/en/account/support');
    await page.getByLabel('Your message').fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'We have received your message' }).waitFor();
    expect(page.url()).toMatch(/\/en\/account\/support$/);
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(refreshes.every((status) => status === 204)).toBe(true);
    await context.close();
  });

  it('keeps the customer signed in when two tabs refresh the expired session at the same moment', async () => {
    const { context, page } = await newPage();
    await register(page, 'en', unique('tabs'), 'a-secret');
    const second = await context.newPage();
    await go(second, '/en/account/addresses');
    // Hold each refresh answer back a moment, so both tabs surely meet the expired token together.
    await context.route('**/v1/auth/refresh', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ response });
    });
    await page.waitForTimeout(6_000);
    await Promise.all([
      page.goto(`${shop}/en/account/support`, { waitUntil: 'networkidle' }),
      second.goto(`${shop}/en/account/password`, { waitUntil: 'networkidle' }),
    ]);
    await page.getByRole('heading', { name: 'Contact support' }).waitFor();
    await second.getByRole('heading', { name: 'Change your password' }).waitFor();
    await go(page, '/en/account');
    expect(await page.locator('.account-link').textContent()).toBe('Hello, Ana');
    await context.close();
  });
});
