import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, registerCustomer, screenshot, seriousViolations } from './browser.ts';

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

const register = (page: Page, locale: string, email: string, password: string) =>
  registerCustomer(page, `${shop}/${locale}`, email, password);

async function signIn(page: Page, locale: string, email: string, password: string): Promise<void> {
  await go(page, `/${locale}/account/sign-in`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await Promise.all([page.waitForURL(/\/account$/), page.locator('main form button[type="submit"]').click()]);
}

async function addAddress(page: Page, street: string, makeDefault = false, vatId?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add an address' }).click();
  await addAddressFields(page, street, makeDefault, vatId);
}

async function addAddressFields(
  page: Page,
  street: string,
  makeDefault = false,
  vatId?: string,
): Promise<void> {
  const form = page.locator('form.address-form');
  await form.locator('input[autocomplete="given-name"]').fill('Ana');
  await form.locator('input[autocomplete="family-name"]').fill('Silva');
  await form.locator('input[autocomplete="address-line1"]').fill(street);
  await form.locator('select').first().selectOption('DE');
  await form.locator('input[autocomplete="postal-code"]').fill('10115');
  await form.locator('input[autocomplete="address-level2"]').fill('Berlin');
  if (vatId) await form.locator('input[name="vatId"]').fill(vatId);
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
      /^Customer since \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en$/);
    await page.locator('.account-link', { hasText: 'Sign in' }).waitFor();

    await signIn(page, 'en', email, 'first-secret');
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
    await addAddress(page, 'Invalidenstraße 1');
    await addAddress(page, 'Torstraße 2', false, 'de 136 695 976');
    const first = page.locator('.address-card', { hasText: 'Invalidenstraße 1' });
    const second = page.locator('.address-card', { hasText: 'Torstraße 2' });
    // The address book shows an address as an order does, with its VAT number as the shop writes it.
    expect(await second.locator('.postal-address').textContent()).toContain('VAT number: DE136695976');
    expect(await first.locator('.postal-address').textContent()).not.toContain('VAT number');
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

  it('works on a storefront off port 3000 with no PUBLIC_ORIGINS: registers, signs in, sets a stock alert', async () => {
    expect(new URL(shop).port).not.toBe('3000');
    const { context, page } = await newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const email = unique('port');
    await register(page, 'en', email, 'port-secret');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en$/);
    await signIn(page, 'en', email, 'port-secret');

    const db = new Database(databaseFile, { readonly: true });
    const product = db
      .prepare(
        `select p.sku, t.path from product p join product_translation t on t.product_id = p.id
         where p.active = 1 and p.stock = 0 and t.locale = 'en' order by p.id limit 1`,
      )
      .get() as { sku: string; path: string } | undefined;
    db.close();
    expect(product).toBeDefined();
    await go(page, `/en/${product?.path ?? ''}`);
    const form = page.locator('form.stock-alert');
    await form.locator('input[type="email"]').fill(email);
    await form.getByRole('button').click();
    await page
      .getByRole('status')
      .filter({ hasText: /e-mail/i })
      .waitFor();
    expect(refused).toEqual([]);

    const mailDb = new Database(databaseFile, { readonly: true });
    const welcome = mailDb
      .prepare("select text from mail_outbox where recipient = ? and template = 'welcome'")
      .get(email) as { text: string } | undefined;
    mailDb.close();
    // The journeys' API also serves the country-domain shop, so its mails link there; without
    // SHOP_DOMAINS they follow PORT (config and mail link unit tests). Never the default port.
    expect(welcome?.text).toMatch(/https?:\/\/[\w.-]+:\d+\/en\/account/);
    expect(welcome?.text).not.toContain(':3000/');
    await context.close();
  });

  it('sends a signed-in customer from sign-in and registration to the account, and is silent after signing out', async () => {
    const { context, page } = await newPage();
    await register(page, 'en', unique('away'), 'away-secret');
    for (const path of ['/en/account/sign-in', '/en/account/register']) {
      await page.goto(`${shop}${path}`);
      await page.waitForURL(/\/en\/account$/);
    }
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/(me|auth\/refresh)/.test(request.url())) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en$/);
    await page.locator('.account-link', { hasText: 'Sign in' }).waitFor();
    await go(page, '/en/kitchen');
    await go(page, '/en/account/sign-in');
    expect(calls).toEqual([]);
    await context.close();
  });

  it('keeps the question and the answer when a registration is refused for a taken e-mail, and checks fields before sending', async () => {
    const { context, page } = await newPage();
    const email = unique('twice');
    await register(page, 'en', email, 'twice-secret');
    await context.close();

    const again = await newPage();
    const posts: string[] = [];
    again.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/auth/register'))
        posts.push(request.url());
    });
    await go(again.page, '/en/account/register');
    const form = again.page.locator('main form');
    await form.locator('input[type="email"]').fill('not-an-address');
    await form.locator('button[type="submit"]').click();
    await form.locator('.field-error').first().waitFor();
    expect(posts).toEqual([]);

    await form.locator('input[autocomplete="given-name"]').fill('Ana');
    await form.locator('input[autocomplete="family-name"]').fill('Silva');
    await form.locator('input[type="email"]').fill(email);
    const passwords = form.locator('input[type="password"]');
    await passwords.nth(0).fill('twice-secret');
    await passwords.nth(1).fill('twice-secret');
    const question = (await form.locator('.challenge legend').textContent()) ?? '';
    const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
    await form.locator('input[inputmode="numeric"]').fill(String(a + b));
    await form.locator('button[type="submit"]').click();
    await form.locator('.field-error', { hasText: /already/ }).waitFor();
    expect(posts).toHaveLength(1);
    expect(await form.locator('.challenge legend').textContent()).toBe(question);
    expect(await form.locator('input[inputmode="numeric"]').inputValue()).toBe(String(a + b));

    await form.locator('input[type="email"]').fill(unique('second'));
    await Promise.all([again.page.waitForURL(/\/account$/), form.locator('button[type="submit"]').click()]);
    await again.context.close();
  });

  it('asks for a province in Spain with an example postcode, and confirms a new default', async () => {
    const { context, page } = await newPage(390);
    await register(page, 'en', unique('es'), 'spain-secret');
    await go(page, '/en/account/addresses');
    await page.getByRole('button', { name: 'Add an address' }).click();
    expect(await page.locator('main h1').textContent()).toBe('Your addresses');
    const form = page.locator('form.address-form');
    await form.locator('select').first().selectOption('ES');
    await form.getByLabel('Province').waitFor();
    expect(await form.locator('.field-hint').allTextContents()).toContain('e.g. 28013');
    await form.locator('input[autocomplete="given-name"]').fill('Ana');
    await form.locator('input[autocomplete="family-name"]').fill('Silva');
    await form.locator('input[autocomplete="address-line1"]').fill('Calle Mayor 1');
    await form.locator('input[autocomplete="postal-code"]').fill('123');
    await form.locator('input[autocomplete="address-level2"]').fill('Madrid');
    await form.getByLabel('Province').selectOption({ label: 'Madrid' });
    await form.getByRole('button', { name: 'Save address' }).click();
    const postcode = form.locator('.field', { has: page.locator('input[autocomplete="postal-code"]') });
    await postcode.locator('.field-error').waitFor();
    const city = form.locator('input[autocomplete="address-level2"]');
    const postcodeInput = form.locator('input[autocomplete="postal-code"]');
    expect((await city.boundingBox())?.height).toBe((await postcodeInput.boundingBox())?.height);
    await screenshot(page, 'account-address-error-en-390');
    await form.locator('input[autocomplete="postal-code"]').fill('28013');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.locator('.address-card', { hasText: 'Calle Mayor 1' }).waitFor();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await addAddressFields(page, 'Gran Vía 2');
    const second = page.locator('.address-card', { hasText: 'Gran Vía 2' });
    await second.getByRole('button', { name: 'Use for deliveries' }).click();
    await page.getByRole('status').filter({ hasText: 'now your default for deliveries' }).waitFor();
    await screenshot(page, 'account-addresses-en-390');
    await context.close();
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

  it('checks the VAT id of business data: check digit, VIES confirmation with its number, VIES down, in German', async () => {
    const { context, page } = await newPage();
    await register(page, 'de', unique('firma'), 'a-secret');
    await go(page, '/de/account/business');
    const form = page.locator('main form');
    const vatId = form.locator('input[name="vatId"]');
    const vatField = form.locator('.field', { has: page.locator('input[name="vatId"]') });
    const save = async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/v1/me/b2b'));
      await form.locator('button[type="submit"]').click();
      await answered;
    };
    await form.locator('input[name="company"]').fill('ACME GmbH');

    await vatId.fill('DE 136 695 978');
    await save();
    expect(await vatField.locator('.field-error').textContent()).toBe(
      'Bitte überprüfen Sie die USt-IdNr. – eine ihrer Ziffern stimmt nicht.',
    );

    await vatId.fill('de 136 695 976');
    await save();
    const check = form.getByRole('status');
    await check.filter({ hasText: 'VIES hat Ihre USt-IdNr. am' }).waitFor();
    expect(await check.textContent()).toMatch(
      /^VIES hat Ihre USt-IdNr\. am \d{1,2}\. \S+ \d{4} bestätigt\. Kennnummer der Abfrage: WAPIAAAAZ\d{7}$/,
    );
    expect(await vatId.inputValue()).toBe('de 136 695 976');
    await screenshot(page, 'account-business-vies-de-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // Editing the number hides what VIES said about the stored one.
    await vatId.fill('FR 40 303 265 045');
    expect(await check.textContent()).toBe('');

    await save();
    await check.filter({ hasText: 'VIES ist gerade nicht erreichbar.' }).waitFor();

    await vatId.fill('ATU13585627');
    await save();
    expect(await vatField.locator('.field-error').textContent()).toBe(
      'Diese USt-IdNr. ist im EU-Register VIES nicht bekannt. Bitte überprüfen Sie sie.',
    );
    await context.close();
  });
});
