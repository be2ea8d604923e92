import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect } from 'vitest';

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Writes a full-page screenshot for review (e2e/screenshots is ignored by git). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** No element but a scrolling table box reaches past the viewport's right edge. */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) => element.getBoundingClientRect().right > width + 1 && !element.closest('.table-box'),
      )
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, culprits.join(', ')).toBe(0);
}

/** Serious and critical accessibility violations on the page, with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // After a client-side navigation Next.js sets the title a moment after the page shows: wait for it
  // (axe would report a title that is only late, and a page that has none still fails below).
  await page
    .waitForFunction(() => document.title !== '', undefined, { timeout: 5000 })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Registers Ana Silva through the form of the shop at `localeRoot` (e.g. http://…/de), answering its question. */
export async function registerCustomer(
  page: Page,
  localeRoot: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await page.goto(`${localeRoot}/account/register`, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`the registration page answered ${response?.status()}`);
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

type Messages = Record<string, unknown>;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One file of messages in `locale` (apps/web/messages/<locale>/<file>). */
export function messages(locale: string, file: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(root, 'apps/web/messages', locale, file), 'utf8')) as Messages;
}

/** The back office's messages in `locale` (apps/web/messages/<locale>/admin.json). */
export function adminMessages(locale: string): Messages {
  return messages(locale, 'admin.json');
}

/** A message with its plurals and values, as the page writes it in `locale`. */
export function say(
  all: Messages,
  locale: string,
  key: string,
  values: Record<string, unknown> = {},
): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], all);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(found, locale).format(values));
}

/** A text of messages by its dotted key, with `{name}` placeholders filled in. */
export function text(all: Messages, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], all);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * The text of each line an element is rendered on, as the browser broke it (from the boxes of its
 * characters). For an element whose text flows as one: not for several boxes side by side.
 */
export function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: string[] = [];
    let lineTop: number | null = null;
    const append = (char: string) => {
      const last = lines.length - 1;
      if (last >= 0) lines[last] = `${lines[last] ?? ''}${char}`;
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const char = text[index] ?? '';
        // A space ends the line it is on (where a line may break); its box says little.
        if (/[ \t\n]/.test(char)) {
          append(' ');
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        // A character that is not drawn (a soft hyphen) has no box.
        if (!box || box.width === 0) continue;
        if (lineTop === null || box.top >= lineTop + box.height / 2) {
          lines.push('');
          lineTop = box.top;
        }
        append(char);
      }
    }
    return lines;
  });
}

/** Where lines were broken other than at a space or hyphen ("Gratisgesch|enk", "-17,65 | €" at a no-break space). */
export function wordsBroken(lines: readonly string[]): string[] {
  const broken: string[] = [];
  for (let index = 1; index < lines.length; index++) {
    const before = lines[index - 1] ?? '';
    const after = lines[index] ?? '';
    if (!/[ -]$/.test(before)) broken.push(`${before}|${after}`);
  }
  return broken;
}
