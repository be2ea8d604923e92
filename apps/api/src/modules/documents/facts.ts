/**
 * What a document is issued from (the facts other modules hand in) and what it stores (its data).
 * Everything is integer cents and basis points; the facts are checked to add up before
 * a number is given, because an issued document can never be corrected in place.
 */
import { BASIS_POINTS, multiply, netOfGross, vatOfGross, type Locale } from '@tendero/contract';
import type { DocumentKind } from './tables.ts';

/** Why no VAT is charged (the cart's `vatExemption`): the document says so, citing the law. */
export type VatExemption = 'export' | 'reverseCharge';

/**
 * The seller as every document names it (docs/selling-rules.md#the-seller); `sellerFacts(config)` gives it.
 */
export interface SellerFacts {
  name: string;
  /** One line, e.g. "Beispielstraße 12, 10115 Berlin". */
  address: string;
  /** ISO 3166 alpha-2, e.g. `DE`. */
  country: string;
  /** The seller's VAT id with its country prefix; null only where none is configured (tests). */
  vatId: string | null;
  /** The tax office's tax number, where one is configured (documents issued before it have none). */
  taxNumber?: string | null;
  email: string;
  phone: string;
  /** Commercial register entry, e.g. "Amtsgericht Charlottenburg, HRB 999999 B". */
  register: string;
  /** Who represents the company (managing director). */
  representative: string;
  /**
   * The shop's time zone (`SHOP_TIME_ZONE`): the document's days (issued, supplied, numbering year)
   * are the shop's calendar's. Absent on documents issued before it was kept: their days are UTC's.
   */
  timeZone?: string;
}

/** The customer the document is addressed to (the order's billing address). */
export interface BuyerFacts {
  /** First and last name. */
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  /** The state or province by name, where the address has one. */
  state: string | null;
  /** ISO 3166 alpha-2. */
  countryIso: string;
  /** The buyer's VAT id: shown when the buyer is a business; required for reverse charge. */
  vatId: string | null;
}

/** One order line as it was sold (copied when the order was placed). */
export interface LineFacts {
  name: string;
  sku: string;
  /** 1 to 1,000,000. */
  quantity: number;
  /** What one unit cost the customer, in cents: gross, or net where no VAT is charged. */
  unitPrice: number;
  /** The part of the order's discounts this line carries (allocated), in cents. */
  discount: number;
  /** unitPrice × quantity − discount, in cents. */
  total: number;
  /** Basis points (19 % = 1900); 0 where no VAT is charged. */
  vatRate: number;
}

/** Shipping, shown as a line of its own. */
export interface ShippingFacts {
  /** The carrier method's name in the document's language, e.g. "Standard parcel". */
  method: string;
  /** What the customer paid for shipping, in cents (gross, or net where no VAT is charged). */
  amount: number;
  vatRate: number;
}

/** The VAT of one rate: net + vat is the gross of everything at that rate. */
export interface VatFacts {
  rate: number;
  net: number;
  vat: number;
}

export interface TotalsFacts {
  net: number;
  vat: number;
  /** What the customer pays: the lines and shipping, VAT included. */
  gross: number;
}

/** The amounts of an order or a refund: what the document lists and adds up. */
export interface AmountFacts {
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  lines: LineFacts[];
  /** Null when nothing was charged for shipping (a shipping line of 0 is shown when given). */
  shipping: ShippingFacts | null;
  /** Per rate, as the order worked it out; checked against the lines. */
  vat: VatFacts[];
  totals: TotalsFacts;
  vatExemption: VatExemption | null;
}

/**
 * What an invoice is issued from: the paid order, as the orders module holds it. The orders module
 * fills it from its own rows in the `order.paid` handler and calls `issueInvoice` in a transaction.
 */
export interface InvoiceFacts extends AmountFacts {
  orderId: number;
  /** The order reference the customer knows, e.g. `TD-7K3M9Q`. */
  orderReference: string;
  /** Null for a guest's order. */
  customerId: number | null;
  /** The customer's language: the document is written in it, once. */
  locale: Locale;
  /**
   * The date of supply, or of the payment received before it (VAT Directive Art. 226(7)), as
   * `YYYY-MM-DD`: the day the order was paid.
   */
  supplyDate: string;
  buyer: BuyerFacts;
  /** The payment method as the customer reads it, in their language, e.g. "Visa •••• 4242". */
  paymentMethod: string;
}

/**
 * What a credit note is issued from: one refund of an order, in the same terms as the invoice (the
 * amounts are what is refunded, positive). It names the invoice it corrects (Art. 219).
 */
export interface CreditNoteFacts extends Omit<InvoiceFacts, 'supplyDate'> {
  /** The refund it documents: one credit note per refund. */
  refundId: number;
  /** The invoice it corrects. */
  invoiceNumber: string;
  /** The day the refund was made, `YYYY-MM-DD`. */
  refundDate: string;
}

/** What a stored document says, everything its PDF shows (`data` of the `document` row, as JSON). */
export interface DocumentData extends AmountFacts {
  /** Bumped when the shape changes, so old documents can still be read as they were written. */
  version: 1;
  type: DocumentKind;
  number: string;
  issuedAt: string;
  locale: Locale;
  orderReference: string;
  paymentMethod: string;
  seller: SellerFacts;
  buyer: BuyerFacts;
  /** Invoices: the date of supply. Credit notes: the refund date. `YYYY-MM-DD`. */
  supplyDate: string;
  /** Credit notes: the invoice they correct, with its date of issue (`YYYY-MM-DD`). */
  corrects: { number: string; issueDate: string } | null;
  /** Per line, the unit price without VAT (Art. 226(8)); equals `unitPrice` where no VAT is charged. */
  unitPricesNet: number[];
}

/** Facts that do not add up: a bug of the caller, never a document. */
export class DocumentFactsInvalid extends Error {
  constructor(readonly problems: string[]) {
    super(`Document facts do not add up: ${problems.join('; ')}`);
    this.name = 'DocumentFactsInvalid';
  }
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MAX_QUANTITY = 1_000_000;

/**
 * The problems of `facts`: amounts that are not safe integers, line totals, VAT per rate and totals
 * that do not add up to the cent, an exemption with VAT charged or reverse charge without the buyer's
 * VAT id. Empty when the document may be issued.
 */
export function amountProblems(facts: AmountFacts, buyer: BuyerFacts): string[] {
  const problems: string[] = [];
  const cents = (name: string, value: number) => {
    if (!Number.isSafeInteger(value) || value < 0)
      problems.push(`${name} must be whole cents ≥ 0, got ${value}`);
  };
  const rate = (name: string, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value > BASIS_POINTS) {
      problems.push(`${name} must be basis points 0-10000, got ${value}`);
    }
  };
  if (!/^[A-Z]{3}$/.test(facts.currency)) problems.push(`currency must be ISO 4217, got ${facts.currency}`);
  // A credit note may give back the shipping charge alone; an invoice always has lines (see below).
  if (facts.lines.length === 0 && facts.shipping === null)
    problems.push('a document needs at least one line');

  const grossByRate = new Map<number, number>();
  const add = (vatRate: number, amount: number) =>
    grossByRate.set(vatRate, (grossByRate.get(vatRate) ?? 0) + amount);
  facts.lines.forEach((line, index) => {
    const at = `lines[${index}]`;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      problems.push(`${at}.quantity must be 1-${MAX_QUANTITY}, got ${line.quantity}`);
      return;
    }
    cents(`${at}.unitPrice`, line.unitPrice);
    cents(`${at}.discount`, line.discount);
    cents(`${at}.total`, line.total);
    rate(`${at}.vatRate`, line.vatRate);
    if (line.name.trim() === '') problems.push(`${at}.name is empty`);
    if (problems.length > 0) return;
    const expected = multiply(line.unitPrice, line.quantity) - line.discount;
    if (line.total !== expected)
      problems.push(`${at}.total is ${line.total}, unitPrice × quantity − discount is ${expected}`);
    add(line.vatRate, line.total);
  });
  if (facts.shipping) {
    cents('shipping.amount', facts.shipping.amount);
    rate('shipping.vatRate', facts.shipping.vatRate);
    add(facts.shipping.vatRate, facts.shipping.amount);
  }
  if (problems.length > 0) return problems;

  const given = new Map<number, VatFacts>();
  for (const group of facts.vat) {
    rate('vat.rate', group.rate);
    if (given.has(group.rate)) problems.push(`vat lists rate ${group.rate} twice`);
    given.set(group.rate, group);
  }
  for (const [vatRate, gross] of grossByRate) {
    const group = given.get(vatRate);
    const vat = vatOfGross(gross, vatRate);
    const net = netOfGross(gross, vatRate);
    if (!group) {
      if (gross !== 0) problems.push(`vat has no entry for rate ${vatRate} (net ${net}, vat ${vat})`);
    } else if (group.net !== net || group.vat !== vat) {
      problems.push(
        `vat at rate ${vatRate} is net ${group.net} + vat ${group.vat}, the lines give ${net} + ${vat}`,
      );
    }
  }
  for (const group of facts.vat) {
    if (!grossByRate.has(group.rate) && (group.net !== 0 || group.vat !== 0)) {
      problems.push(`vat at rate ${group.rate} has no line at that rate`);
    }
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const gross = sum([...grossByRate.values()]);
  const net = sum(facts.vat.map((group) => group.net));
  const vat = sum(facts.vat.map((group) => group.vat));
  if (facts.totals.gross !== gross)
    problems.push(`totals.gross is ${facts.totals.gross}, the lines give ${gross}`);
  if (facts.totals.net !== net) problems.push(`totals.net is ${facts.totals.net}, vat gives ${net}`);
  if (facts.totals.vat !== vat) problems.push(`totals.vat is ${facts.totals.vat}, vat gives ${vat}`);

  if (facts.vatExemption !== null && vat !== 0) {
    problems.push(`no VAT is charged under ${facts.vatExemption}, yet vat is ${vat}`);
  }
  if (facts.vatExemption === 'reverseCharge' && !buyer.vatId) {
    problems.push('reverse charge needs the buyer’s VAT id (Art. 226(4))');
  }
  return problems;
}

/** The problems of an invoice's facts besides the amounts: ids, dates, the buyer. */
export function invoiceProblems(facts: InvoiceFacts): string[] {
  const problems = orderDocumentProblems(facts);
  if (facts.lines.length === 0) problems.push('an invoice needs at least one line');
  return problems;
}

/** What invoices and credit notes must both get right: the amounts, ids, dates, the buyer. */
function orderDocumentProblems(facts: InvoiceFacts): string[] {
  const problems = amountProblems(facts, facts.buyer);
  if (!Number.isSafeInteger(facts.orderId) || facts.orderId < 1) problems.push('orderId must be an id');
  if (facts.orderReference.trim() === '') problems.push('orderReference is empty');
  if (!DATE.test(facts.supplyDate)) problems.push(`supplyDate must be YYYY-MM-DD, got ${facts.supplyDate}`);
  if (facts.buyer.name.trim() === '') problems.push('buyer.name is empty');
  if (!/^[A-Z]{2}$/.test(facts.buyer.countryIso)) problems.push('buyer.countryIso must be ISO 3166 alpha-2');
  return problems;
}

/** The problems of a credit note's facts. */
export function creditNoteProblems(facts: CreditNoteFacts): string[] {
  const problems = orderDocumentProblems({ ...facts, supplyDate: facts.refundDate });
  if (!Number.isSafeInteger(facts.refundId) || facts.refundId < 1) problems.push('refundId must be an id');
  return problems.map((problem) => problem.replace('supplyDate', 'refundDate'));
}

/** One unit's price without VAT, as Art. 226(8) asks an invoice to show it. */
export function unitPriceNet(line: LineFacts): number {
  return netOfGross(line.unitPrice, line.vatRate);
}
