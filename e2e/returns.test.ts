import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatShopDateTime } from '../packages/contract/src/time-format.ts';
import { WITHDRAWAL_BUTTON } from '../packages/contract/src/withdrawal-wording.ts';
import { aCustomerAt, anOperator, placeOrder, shipInOneParcel, twoProducts, unique } from './back-office.ts';
import { adminMessages, launch, screenshot, seriousViolations, text } from './browser.ts';
import { carrierDelivers, mailsTo, rows } from './shop-data.ts';

/**
 * A withdrawal and its return as the customer, the carrier and an operator meet them: a customer's
 * order delivered to Berlin by the carrier simulator; on a 390 px phone, without signing in, the
 * withdrawal button of the footer, two units of one line declared and confirmed in the Directive's
 * German words, the acknowledgement on the page and in the mail (its content, date and time) and the
 * return label's PDF; the parcel brought back by the carrier simulator; the operator receiving it in
 * the back office (one unit damaged) with a double click that refunds once; the refund, its credit note
 * and its mail on the customer's account; and the return's status page in Greek on a 360 px phone.
 */
const shop = inject('shopUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shop's time zone in the journeys (SHOP_TIME_ZONE unset: the default). */
const SHOP_ZONE = 'Europe/Berlin';
const de = adminMessages('de');
const messages = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const returnEl = messages('apps/web/messages/el/return.json');
/** The API's sentences for a parcel's steps, in Greek. */
const stepsEl = messages('apps/api/messages/el/shipping.json');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(
  width: number,
  locale: string,
  timezoneId = SHOP_ZONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale, timezoneId });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
}

/** How far the page reaches past the viewport's right edge, with what sticks out. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, culprits.join(', ')).toBeLessThanOrEqual(0);
}

/**
 * On a phone each fact of the declaration (name, order, e-mail) takes the line's whole width under its
 * name: beside a 10rem name an e-mail address would break every few letters.
 */
async function expectFactsFullWidth(facts: Locator): Promise<void> {
  const widths = await facts.locator(':scope > div').evaluateAll((pairs) =>
    pairs.map((pair) => {
      const value = pair.querySelector('dd')?.getBoundingClientRect().width ?? 0;
      return `${pair.querySelector('dt')?.textContent ?? ''}: ${Math.round((100 * value) / pair.getBoundingClientRect().width)}%`;
    }),
  );
  expect(widths).toHaveLength(3);
  for (const width of widths) expect(Number(/(\d+)%$/.exec(width)?.[1]), width).toBeGreaterThanOrEqual(95);
}

/** Saves a download in a fresh folder; answers the file and the folder. */
async function saved(download: { saveAs: (file: string) => Promise<void> }, name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-return-'));
  const file = path.join(dir, name);
  await download.saveAs(file);
  return { dir, file };
}

const el = (key: string) => text(returnEl, key);

describe('returns and the withdrawal button', () => {
  it('a withdrawal in German at 390 px, the parcel back, received once with a damaged unit, refunded; followed in Greek at 360 px', async () => {
    // A customer orders two units of one product and one of another to Berlin; an operator ships them
    // and the carrier simulator delivers.
    const [first, second] = twoProducts();
    const email = unique('returns-de');
    const customer = await newPage(390, 'de-DE');
    const addressId = await aCustomerAt(customer.page, 'de', email, 'returns-secret', {
      firstName: 'Ana',
      lastName: 'Silva',
      countryIso: 'DE',
      address1: 'Hauptstraße 1',
      postcode: '10115',
      city: 'Berlin',
    });
    const reference = await placeOrder(customer.page, 'de', addressId, [
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
    // The API numbers an order's lines from 1, the table from 0.
    const [returned, kept] = rows<{ name: string; position: number }>(
      `select l.name, l.position + 1 as position from order_line l join shop_order o on o.id = l.order_id
       where o.reference = ? order by l.position`,
      reference,
    );
    if (!returned || !kept) throw new Error(`order ${reference} has not two lines`);
    const operator = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await anOperator(operator);
    const delivered = await shipInOneParcel(operator, reference, [
      { position: returned.position, quantity: 2 },
      { position: kept.position, quantity: 1 },
    ]);
    await carrierDelivers(delivered, 'returns-out');
    const stockBefore = rows<{ stock: number }>('select stock from product where id = ?', first.id)[0]?.stock;

    // A guest on a phone, in German: the footer's withdrawal button, in the Directive's words.
    const guest = await newPage(390, 'de-DE');
    const phone = guest.page;
    await go(phone, '/de');
    const button = WITHDRAWAL_BUTTON.de;
    await Promise.all([
      phone.waitForURL(/\/de\/return\/withdraw$/),
      phone.locator('footer').getByRole('link', { name: button.withdraw, exact: true }).click(),
    ]);
    expect(await phone.locator('h1').textContent()).toBe(button.withdraw);
    expect(await phone.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // Who, which order, and only the two units of the first line.
    const form = phone.locator('form').filter({ has: phone.locator('input[name="orderReference"]') });
    await form.getByLabel('Ihr Name', { exact: true }).fill('Ana Silva');
    await form.getByLabel('Bestellnummer', { exact: true }).fill(reference.toLowerCase());
    await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(email.toUpperCase());
    await form.getByLabel('Nur einzelne Artikel').check();
    const units = (name: string) => form.locator('.withdrawal-items').getByLabel(name, { exact: true });
    await units(returned.name).waitFor();
    expect(await units(returned.name).locator('option').allTextContents()).toEqual([
      'Keine',
      '1 Stück',
      '2 Stück',
    ]);
    await units(returned.name).selectOption('2');
    expect(await units(kept.name).inputValue()).toBe('0');
    expect(await seriousViolations(phone)).toEqual([]);
    await expectNoSidewaysOverflow(phone);
    await screenshot(phone, 'withdraw-form-de-390');
    await form.getByRole('button', { name: 'Weiter', exact: true }).click();

    // The declaration to confirm, with the Directive's second label.
    const summary = phone.locator('section[aria-labelledby="withdrawal-summary-title"]');
    await summary.waitFor();
    expect(await summary.locator('h2').evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await summary.locator('li').allTextContents()).toEqual([`2 × ${returned.name}`]);
    expect(await summary.locator('.withdrawal-facts dd').allTextContents()).toEqual([
      'Ana Silva',
      reference,
      email,
    ]);
    await expectFactsFullWidth(summary.locator('.withdrawal-facts'));
    expect(await seriousViolations(phone)).toEqual([]);
    await expectNoSidewaysOverflow(phone);
    await screenshot(phone, 'withdraw-summary-de-390');
    await summary.getByRole('button', { name: button.confirm, exact: true }).click();

    // The acknowledgement: when it was received, in the shop's zone, what was declared, the label.
    const ack = phone.locator('section[aria-labelledby="withdrawal-ack-title"]');
    await ack.waitFor();
    const [withdrawal] = rows<{ declared_at: string; whole_order: number }>(
      'select declared_at, whole_order from withdrawal where order_reference = ?',
      reference,
    );
    expect(withdrawal?.whole_order).toBe(0);
    const received = formatShopDateTime('de', withdrawal?.declared_at ?? '', SHOP_ZONE, 'long');
    expect(received).toMatch(/\d{1,2}:\d{2}/);
    expect(await ack.locator('h2').textContent()).toBe('Wir haben Ihren Widerruf erhalten');
    expect(await ack.locator('p.notice[role="status"]').first().textContent()).toBe(
      `Eingegangen am ${received}.`,
    );
    expect(await ack.locator('.withdrawal-declaration li').allTextContents()).toEqual([
      `2 × ${returned.name}`,
    ]);
    const done = ack.locator('.return-done');
    const numberLine = (await done.getByText(/^Sendungsnummer der Rücksendung: /).textContent()) ?? '';
    const returnNumber = numberLine.replace('Sendungsnummer der Rücksendung: ', '');
    expect(returnNumber).toMatch(/^[A-Z]{2}\d{9}[A-Z]{2}$/);
    await expectFactsFullWidth(ack.locator('.withdrawal-facts'));
    // The label's heading is spaced from what follows as the rest of the page is: by the grid alone.
    const labelTitle = done.locator('#return-done-title');
    const space = await labelTitle.evaluate(
      (heading) =>
        (heading.nextElementSibling?.getBoundingClientRect().top ?? 0) -
        heading.getBoundingClientRect().bottom,
    );
    expect(space).toBeLessThanOrEqual(16.5);
    expect(await seriousViolations(phone)).toEqual([]);
    await expectNoSidewaysOverflow(phone);
    await screenshot(phone, 'withdraw-acknowledged-de-390');

    // The acknowledgement mail: the declaration in the model form's words, the date and time received.
    const acknowledgements = await mailsTo(email, 'withdrawal-acknowledgement', 1);
    expect(acknowledgements).toHaveLength(1);
    const [mail] = acknowledgements;
    expect(mail?.subject).toBe(`Bestätigung des Eingangs Ihres Widerrufs zur Bestellung ${reference}`);
    expect(mail?.text).toContain(
      'Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:',
    );
    expect(mail?.text).toContain(`2 × ${returned.name}`);
    expect(mail?.text).not.toContain(`× ${kept.name}`);
    expect(mail?.text).toContain('Name: Ana Silva');
    expect(mail?.text).toContain(`Ihre Erklärung ist am ${received} bei uns eingegangen.`);
    expect(mail?.text).toContain(`/de/return/${returnNumber}/10115`);
    // The label is in it: its own mail does not go on top.
    expect(await mailsTo(email, 'return-approved', 0)).toEqual([]);

    // The return label: a PDF with the return parcel's number, its first page drawn for review.
    const [labelDownload] = await Promise.all([
      phone.waitForEvent('download'),
      done.getByRole('link', { name: 'Rücksendeetikett herunterladen (PDF)' }).click(),
    ]);
    const label = await saved(labelDownload, 'label.pdf');
    expect(fs.readFileSync(label.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(execFileSync('pdftotext', ['-layout', label.file, '-'], { encoding: 'utf8' })).toContain(
      returnNumber,
    );
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      label.file,
      path.join(label.dir, 'page'),
    ]);
    const page1 = fs.readdirSync(label.dir).find((entry) => entry.endsWith('.png'));
    expect(page1).toBeDefined();
    fs.mkdirSync(path.join(root, 'e2e/screenshots'), { recursive: true });
    fs.copyFileSync(
      path.join(label.dir, page1 ?? ''),
      path.join(root, 'e2e/screenshots/return-label-de.png'),
    );
    fs.rmSync(label.dir, { recursive: true, force: true });
    await guest.context.close();

    // The carrier simulator brings the parcel back: on its way, then delivered to the shop.
    const returnState = () =>
      rows<{ uid: string; status: string }>(
        'select uid, status from return_request where order_reference = ?',
        reference,
      );
    expect(returnState().map((row) => row.status)).toEqual(['approved']);
    const seen = await carrierDelivers(returnNumber, 'returns-back');
    expect(seen[0]).toBe('in_transit');
    const [ret] = returnState();
    expect(ret?.status).toBe('in_transit');

    // In Greek on a 360 px phone, the status link of the mails and the label.
    const greek = await newPage(360, 'el-GR', 'Europe/Athens');
    const statusPath = `/el/return/${returnNumber}/10115`;
    await go(greek.page, statusPath);
    const state = greek.page.locator('section[aria-labelledby="return-state-title"]');
    await state.waitFor();
    expect(await state.locator('h2').textContent()).toBe(
      text(returnEl, 'follow.return', { number: returnNumber }),
    );
    expect(await state.locator('.parcel-now-status').textContent()).toBe(el('status.in_transit'));
    expect(await state.locator('.parcel-facts dd').first().textContent()).toBe(el('parcel.delivered'));
    await expectNoSidewaysOverflow(greek.page);
    await screenshot(greek.page, 'return-in-transit-el-360');

    // The operator receives it in the back office: two units back, one of them damaged; a double click.
    const desk = await operator.newPage();
    await desk.goto(`${shop}/admin/returns`, { waitUntil: 'networkidle' });
    const row = desk.locator('tbody tr', { has: desk.getByRole('link', { name: reference, exact: true }) });
    await row.waitFor();
    expect(await row.locator('.return-status').textContent()).toBe(text(de, 'returnStatus.in_transit'));
    expect(await seriousViolations(desk)).toEqual([]);
    await Promise.all([
      desk.waitForURL(new RegExp(`/admin/returns/${ret?.uid ?? ''}$`)),
      row.getByRole('link', { name: reference, exact: true }).click(),
    ]);
    await desk.getByRole('heading', { level: 1 }).waitFor();
    await desk.getByRole('button', { name: text(de, 'receipt.open') }).click();
    const receipt = desk.locator('form[aria-labelledby="receipt-title"]');
    await receipt.waitFor();
    const receivedUnits = receipt.getByLabel(text(de, 'receipt.receivedOf', { name: returned.name }), {
      exact: true,
    });
    expect(await receivedUnits.inputValue()).toBe('2');
    await receipt
      .getByLabel(text(de, 'receipt.damagedOf', { name: returned.name }), { exact: true })
      .fill('1');
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, 'admin-return-receipt-de-1280');
    await receipt.locator('button[type="submit"]').dblclick();
    await desk
      .locator('.order-detail-head .return-status', { hasText: text(de, 'returnStatus.refunded') })
      .waitFor();
    const refunds = rows<{ total_amount: number; kind: string }>(
      'select total_amount, kind from refund where order_reference = ?',
      reference,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.kind).toBe('return');
    const [refunded] = rows<{ lines_amount: number; credit_note_number: string }>(
      'select lines_amount, credit_note_number from return_request where order_reference = ?',
      reference,
    );
    expect(refunds[0]?.total_amount).toBe(Number(refunded?.lines_amount));
    expect(refunded?.credit_note_number).toMatch(/^CRN-\d{4}-\d{6,9}$/);
    // One unit back in stock: the damaged one stays out.
    expect(rows<{ stock: number }>('select stock from product where id = ?', first.id)[0]?.stock).toBe(
      (stockBefore ?? 0) + 1,
    );
    const lineFacts = desk.locator('section[aria-labelledby="return-lines-title"] tbody tr').first();
    expect(await lineFacts.locator('td.number').allTextContents()).toEqual(
      expect.arrayContaining(['2', '1']),
    );
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, 'admin-return-refunded-de-1280');
    await desk.close();
    await operator.close();

    // The customer's account: the refund and its credit note, on the returns page and the order's.
    const creditNote = refunded?.credit_note_number ?? '';
    const page = customer.page;
    await go(page, '/de/account/returns');
    const card = page.locator('.return-card').first();
    await card.waitFor();
    expect(await page.locator('h1').textContent()).toBe('Ihre Rücksendungen');
    expect(await card.locator('h2').textContent()).toMatch(/^Widerruf vom /);
    expect(await card.locator('.return-status').textContent()).toBe('Erstattet');
    // A withdrawal gives no reason: the card does not put one in the customer's mouth.
    expect(await card.locator('.return-card-lines li').allTextContents()).toEqual([`2 × ${returned.name}`]);
    expect(await card.locator('.refund-document').textContent()).toMatch(/^Erstattet am /);
    const noteLink = card.getByRole('link', { name: `Gutschrift ${creditNote} (PDF)` });
    expect(await noteLink.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'account-returns-refunded-de-390');

    await go(page, `/de/account/orders/${reference}`);
    const section = page.locator('.order-returns');
    await section.locator('.return-card').waitFor();
    expect(await section.locator('.return-card .return-status').textContent()).toBe('Erstattet');
    expect(await section.locator('.return-card-lines li').allTextContents()).toEqual([
      `2 × ${returned.name}`,
    ]);
    const [note] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: `Gutschrift ${creditNote} (PDF)` }).click(),
    ]);
    expect(note.suggestedFilename()).toBe(`${creditNote}.pdf`);
    const notePdf = await saved(note, 'credit-note.pdf');
    expect(fs.readFileSync(notePdf.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    fs.rmSync(notePdf.dir, { recursive: true, force: true });
    // The other line can still go back: the withdrawal button stays on the order.
    expect(await section.getByRole('link', { name: button.withdraw, exact: true }).getAttribute('href')).toBe(
      `/de/return/withdraw?order=${reference}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'account-order-returns-de-390');
    // One refund, one mail: the double click sent nothing twice.
    const refundMails = await mailsTo(email, 'refund-issued', 1);
    expect(refundMails).toHaveLength(1);
    const [refundMail] = refundMails;
    expect(refundMail?.text).toContain(creditNote);
    await customer.context.close();

    // In Greek again: refunded, readable at 360 px, no serious accessibility problem.
    await go(greek.page, statusPath);
    await state.locator('.parcel-now.refunded').waitFor();
    expect(await state.locator('.parcel-now-status').textContent()).toBe(el('status.refunded'));
    expect(await state.locator('.parcel-now-when').textContent()).toBe(el('follow.refunded'));
    expect(
      await state.locator('ol.parcel-timeline').first().locator('.parcel-event-status').allTextContents(),
    ).toEqual([
      el('status.refunded'),
      el('status.received'),
      el('status.in_transit'),
      el('status.approved'),
      el('status.requested'),
    ]);
    // The parcel's steps in the return's words ("arrived with us"), and the API's sentence only where
    // something went wrong: a return's ("could not deliver your return to us"), never an outgoing
    // parcel's ("the courier brings you the parcel today").
    const parcelSteps = state.locator('ol.parcel-timeline').nth(1).locator('li');
    expect(await parcelSteps.first().locator('.parcel-event-status').textContent()).toBe(
      el('parcel.delivered'),
    );
    expect(await state.textContent()).not.toContain(text(stepsEl, 'step.out_for_delivery'));
    expect(await state.locator('.parcel-event-description').count()).toBe(
      await state.locator('ol.parcel-timeline li.exception').count(),
    );
    const returnSentences = ['attempt_failed', 'returned_to_sender'].map((exception) =>
      text(stepsEl, `returnStep.${exception}`),
    );
    for (const sentence of await state.locator('.parcel-event-description').allTextContents())
      expect(returnSentences).toContain(sentence);
    expect(await seriousViolations(greek.page)).toEqual([]);
    await expectNoSidewaysOverflow(greek.page);
    await screenshot(greek.page, 'return-refunded-el-360');
    await greek.context.close();
  }, 150_000);
});
