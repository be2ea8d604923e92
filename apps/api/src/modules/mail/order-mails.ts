import {
  calendarDayIn,
  CURRENCY,
  formatMoney,
  formatPercent,
  formatShopDate,
  shopFormatLocale,
  type Locale,
  type VatExemption,
  WITHDRAWAL_BUTTON,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { MailBlock, MailTableRow } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';
import { SHOP_NAME, compose, type Recipient } from './templates.ts';

/** An address as the order keeps it. */
export interface OrderMailAddress {
  name: string;
  company: string | null;
  /** Street lines (address1, address2 when given), without postcode, town and country. */
  lines: readonly string[];
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2; the mail names the country in its own language. */
  countryIso: string;
}

/** One order line as it was copied when the order was placed. Amounts in integer cents. */
export interface OrderMailLine {
  name: string;
  sku: string;
  quantity: number;
  /** One unit as charged: gross, or net where no VAT is charged. */
  unitPrice: number;
  /** The part of the order's discounts this line carries (0 when none). */
  discount: number;
  /** unitPrice × quantity − discount. */
  total: number;
  /** Basis points: 1900 is 19 %. */
  vatRate: number;
  /** A free gift of a promotion. */
  gift: boolean;
}

/**
 * Everything the order confirmation says, as plain facts in integer cents (EUR) and basis points.
 * The language is the recipient's (`to.locale`), as in every other template.
 */
export interface OrderMailFacts {
  /** The order reference, e.g. TND-2026-000123. */
  reference: string;
  /** When the order was placed: an ISO 8601 instant. */
  placedAt: string;
  /** The order page, absolute, in the recipient's language: `shopLink(config, locale, …)`. */
  orderUrl: string;
  /**
   * Where the shop's online withdrawal function (Art. 11a) is, or null while the shop has none: the
   * mail only tells of a function the shopper can use.
   */
  withdrawalUrl: string | null;
  /**
   * The terms page, absolute, in the recipient's language: `shopLink(config, locale, shopPagePath(slug))`
   * with the slug the storefront serves the terms under (the cms module's `pageSlugOf`).
   */
  termsUrl: string;
  lines: readonly OrderMailLine[];
  shipping: {
    carrier: string;
    /** Working days from the order to delivery; null when the carrier gives no estimate. */
    deliveryDays: { min: number; max: number } | null;
  };
  /** As CartTotals: items before discounts − discount + shipping + paymentFee = total. */
  totals: { items: number; discount: number; shipping: number; paymentFee: number; total: number };
  /** Per rate, as CartTotals.vat: the net and the VAT included in the total. */
  vat: readonly { rate: number; net: number; vat: number }[];
  /** Why no VAT is charged, or null when it is. */
  vatExemption: VatExemption | null;
  deliveryAddress: OrderMailAddress;
  invoiceAddress: OrderMailAddress;
  /** How the customer paid, already in words, e.g. "Visa •••• 4242". */
  paymentMethod: string;
  /** The seller as configured (`config.shop`): named in the withdrawal information and its form. */
  seller: Pick<Config['shop'], 'name' | 'address' | 'country' | 'email' | 'phone' | 'timeZone'>;
}

/** A date only, as `YYYY-MM-DD`, for calendar arithmetic that knows no time zones. */
type CalendarDay = `${number}-${number}-${number}`;

/**
 * The calendar day of an instant in the shop's time zone (`SHOP_TIME_ZONE`), the storefront's too: an
 * order placed at 00:30 on a Saturday is a Saturday order in the mail as on the order page.
 */
export function shopCalendarDay(instant: string | Date, timeZone: string): CalendarDay {
  return calendarDayIn(instant, timeZone) as CalendarDay;
}

const dayDate = (day: CalendarDay): Date => new Date(`${day}T00:00:00Z`);
const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** `days` working days (Monday to Friday) after `day`; from a weekend, 0 days is the Monday. */
export function addWorkingDays(day: CalendarDay, days: number): CalendarDay {
  const date = dayDate(day);
  const next = () => date.setUTCDate(date.getUTCDate() + 1);
  for (let left = Math.max(0, Math.trunc(days)); left > 0;) {
    next();
    if (!isWeekend(date)) left -= 1;
  }
  while (isWeekend(date)) next();
  return date.toISOString().slice(0, 10) as CalendarDay;
}

/** The first and last day delivery is expected, counting working days from the day the order was placed. */
export function deliveryWindow(
  placedAt: string,
  days: { min: number; max: number },
  timeZone: string,
): { from: CalendarDay; to: CalendarDay } {
  const placed = shopCalendarDay(placedAt, timeZone);
  return {
    from: addWorkingDays(placed, Math.min(days.min, days.max)),
    to: addWorkingDays(placed, Math.max(days.min, days.max)),
  };
}

/** Countries whose addresses put the town before the postcode. */
const TOWN_FIRST = new Set(['GB', 'IE', 'MT']);

const regionNames = new Map<Locale, Intl.DisplayNames>();

function countryName(locale: Locale, iso: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names.of(iso) ?? iso;
}

function addressLines(locale: Locale, address: OrderMailAddress): string[] {
  const town = TOWN_FIRST.has(address.countryIso)
    ? `${address.city} ${address.postcode}`
    : `${address.postcode} ${address.city}`;
  return [
    ...(address.company ? [address.company] : []),
    address.name,
    ...address.lines.filter((line) => line.trim() !== ''),
    town.trim(),
    countryName(locale, address.countryIso),
  ];
}

/**
 * The order confirmation (Consumer Rights Directive Art. 8(7)): what was bought, for how much, where
 * it goes and when, a link to the terms that apply (to view, save and print, as clause 2 of the terms
 * says), and on this durable medium the withdrawal information and the model withdrawal form
 * (Annex I(A) and I(B)) with the seller filled in.
 */
export function orderConfirmationMail(to: Recipient, facts: OrderMailFacts): OutgoingMail {
  const { locale } = to;
  const texts = serverTexts(locale, 'orders');
  const t = texts.confirmation;
  const money = (amount: number) => formatMoney(locale, { amount, currency: CURRENCY });
  const percent = (rate: number) => formatPercent(locale, rate);
  const count = new Intl.NumberFormat(shopFormatLocale(locale));
  const { seller } = facts;
  const sellerAddress = `${seller.address}, ${countryName(locale, seller.country)}`;
  const values = {
    shop: SHOP_NAME,
    reference: facts.reference,
    date: formatShopDate(locale, facts.placedAt, seller.timeZone),
    orderUrl: facts.orderUrl,
    carrier: facts.shipping.carrier,
    sellerName: seller.name,
    sellerAddress,
    sellerEmail: seller.email,
    sellerPhone: seller.phone,
  };
  const text = (template: string, extra: Readonly<Record<string, string>> = {}) =>
    fill(template, { ...values, ...extra });

  const summary: MailTableRow[] = [
    { cells: [t.summary.reference, facts.reference] },
    { cells: [t.summary.placed, values.date] },
    { cells: [t.summary.payment, facts.paymentMethod] },
    { cells: [t.summary.shipping, facts.shipping.carrier] },
  ];
  if (facts.shipping.deliveryDays) {
    const window = deliveryWindow(facts.placedAt, facts.shipping.deliveryDays, seller.timeZone);
    const days = new Intl.DateTimeFormat(shopFormatLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    summary.push({ cells: [t.summary.delivery, days.formatRange(dayDate(window.from), dayDate(window.to))] });
  }

  const lines: MailTableRow[] = facts.lines.map((line) => ({
    cells: [line.name, count.format(line.quantity), money(line.unitPrice), money(line.total)],
    // The rate sits under the name: a fifth column would not fit a phone.
    details: [
      ...(line.gift ? [t.items.gift] : []),
      text(t.items.sku, { sku: line.sku }),
      text(t.items.vatRate, { rate: percent(line.vatRate) }),
      ...(line.discount !== 0 ? [text(t.items.discount, { amount: money(-line.discount) })] : []),
    ],
  }));

  const { totals } = facts;
  const totalRows: MailTableRow[] = [
    { cells: [t.totals.items, money(totals.items)] },
    ...(totals.discount !== 0 ? [{ cells: [t.totals.discount, money(-totals.discount)] }] : []),
    { cells: [text(t.totals.shipping), money(totals.shipping)] },
    ...(totals.paymentFee !== 0 ? [{ cells: [t.totals.paymentFee, money(totals.paymentFee)] }] : []),
    { cells: [t.totals.total, money(totals.total)], tone: 'strong' },
    // Without VAT charged, a rate with nothing on it would only confuse.
    ...facts.vat
      .filter((line) => facts.vatExemption === null || line.vat !== 0)
      .map((line): MailTableRow => ({
        cells: [text(t.totals.vat, { rate: percent(line.rate), net: money(line.net) }), money(line.vat)],
        tone: 'muted',
      })),
  ];

  const w = texts.withdrawal;
  const f = texts.withdrawalForm;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: text(t.intro) },
    { kind: 'paragraph', text: text(t.next) },
    { kind: 'action', label: text(t.action), url: facts.orderUrl },
    { kind: 'heading', text: t.summary.heading, level: 2 },
    { kind: 'table', head: null, align: ['start', 'start'], rows: summary },
    { kind: 'heading', text: t.items.heading, level: 2 },
    {
      kind: 'table',
      head: [t.items.product, t.items.quantity, t.items.unitPrice, t.items.total],
      align: ['start', 'end', 'end', 'end'],
      rows: lines,
    },
    { kind: 'table', head: null, align: ['start', 'end'], rows: totalRows },
    ...(facts.vatExemption
      ? [{ kind: 'note' as const, text: text(t.vatExemption[facts.vatExemption]) }]
      : []),
    {
      kind: 'columns',
      columns: [
        { label: t.addresses.delivery, lines: addressLines(locale, facts.deliveryAddress) },
        { label: t.addresses.invoice, lines: addressLines(locale, facts.invoiceAddress) },
      ],
    },
    { kind: 'note', text: text(t.guarantee) },
    { kind: 'heading', text: t.terms.heading, level: 2 },
    { kind: 'paragraph', text: text(t.terms.text) },
    { kind: 'link', url: facts.termsUrl },
    { kind: 'heading', text: w.heading, level: 2 },
    { kind: 'paragraph', text: text(w.right) },
    { kind: 'paragraph', text: text(w.period) },
    { kind: 'paragraph', text: text(w.how) },
    ...(facts.withdrawalUrl
      ? [
          {
            kind: 'paragraph' as const,
            // The function is named by its label in the Directive's wording (docs/legal-wording.md).
            text: text(w.online, {
              button: WITHDRAWAL_BUTTON[locale].withdraw,
              orderUrl: facts.withdrawalUrl,
            }),
          },
        ]
      : []),
    { kind: 'paragraph', text: text(w.deadline) },
    { kind: 'heading', text: w.effectsHeading, level: 3 },
    { kind: 'paragraph', text: text(w.refund) },
    { kind: 'paragraph', text: text(w.withhold) },
    { kind: 'paragraph', text: text(w.sendBack) },
    { kind: 'paragraph', text: text(w.returnCosts) },
    { kind: 'paragraph', text: text(w.diminishedValue) },
    {
      kind: 'form',
      title: f.heading,
      intro: f.intro,
      lines: [text(f.to)],
      fields: [f.notice, f.dates, f.name, f.address, f.signature, f.date],
      footnote: f.footnote,
    },
    { kind: 'note', text: text(t.keep) },
  ];

  return compose({
    ...to,
    template: 'order-confirmation',
    subject: text(t.subject),
    blocks,
  });
}
