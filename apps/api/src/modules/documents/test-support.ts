/** Document facts for tests: lines in, VAT per rate and totals worked out as the documents do. */
import { randomInt } from 'node:crypto';
import { multiply, netOfGross, vatOfGross, type Locale } from '@tendero/contract';
import {
  unitPriceNet,
  type BuyerFacts,
  type CreditNoteFacts,
  type DocumentData,
  type InvoiceFacts,
  type LineFacts,
  type SellerFacts,
  type ShippingFacts,
  type VatExemption,
} from './facts.ts';

export const TEST_SELLER: SellerFacts = {
  name: 'Tendero Demo GmbH',
  address: 'Beispielstraße 12, 10115 Berlin',
  country: 'DE',
  vatId: 'DE136695976',
  email: 'shop@tendero.localhost',
  phone: '+49 30 23125 000',
  register: 'Amtsgericht Charlottenburg, HRB 999999 B',
  representative: 'Erika Mustermann',
};

export const BERLIN_BUYER: BuyerFacts = {
  name: 'Ana Silva',
  company: null,
  address1: 'Hauptstraße 1',
  address2: null,
  postcode: '10115',
  city: 'Berlin',
  state: null,
  countryIso: 'DE',
  vatId: null,
};

export type LineInput = Omit<LineFacts, 'total' | 'discount'> & { discount?: number };

/** Order ids of this process: a random base, so test files sharing a database never meet. */
let nextOrderId = randomInt(1, 1_000_000_000);

/**
 * Consistent invoice facts for a new order id: each line's total, the VAT per rate and the totals
 * follow from the lines and shipping given (19 % and 7 % lines with a discount by default).
 */
export function invoiceFacts(
  overrides: Partial<Omit<InvoiceFacts, 'lines' | 'shipping' | 'vat' | 'totals'>> & {
    lines?: LineInput[];
    shipping?: ShippingFacts | null;
  } = {},
): InvoiceFacts {
  const orderId = overrides.orderId ?? nextOrderId++;
  const exemption: VatExemption | null = overrides.vatExemption ?? null;
  const inputs: LineInput[] = overrides.lines ?? [
    {
      name: 'Kaffeemühle „Aroma“',
      sku: 'KM-100',
      quantity: 2,
      unitPrice: 4990,
      vatRate: 1900,
      discount: 998,
    },
    { name: 'Espressobohnen 1 kg', sku: 'EB-1000', quantity: 3, unitPrice: 1699, vatRate: 700 },
  ];
  const lines: LineFacts[] = inputs.map((line) => {
    const discount = line.discount ?? 0;
    return { ...line, discount, total: multiply(line.unitPrice, line.quantity) - discount };
  });
  const shipping =
    overrides.shipping === undefined
      ? { method: 'Standardpaket', amount: 495, vatRate: exemption ? 0 : 1900 }
      : overrides.shipping;
  const grossByRate = new Map<number, number>();
  for (const { vatRate, total } of [
    ...lines,
    ...(shipping ? [{ vatRate: shipping.vatRate, total: shipping.amount }] : []),
  ]) {
    grossByRate.set(vatRate, (grossByRate.get(vatRate) ?? 0) + total);
  }
  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ rate, net: netOfGross(gross, rate), vat: vatOfGross(gross, rate) }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const { lines: _lines, shipping: _shipping, ...rest } = overrides;
  return {
    orderId,
    orderReference: `TD-${orderId}`,
    customerId: null,
    locale: 'de' satisfies Locale,
    supplyDate: '2026-11-25',
    buyer: BERLIN_BUYER,
    paymentMethod: 'Visa •••• 4242',
    currency: 'EUR',
    vatExemption: null,
    ...rest,
    lines,
    shipping,
    vat,
    totals: {
      net: sum(vat.map((group) => group.net)),
      vat: sum(vat.map((group) => group.vat)),
      gross: sum([...grossByRate.values()]),
    },
  };
}

let nextRefundId = randomInt(1, 1_000_000_000);

/** The credit note of refunding one unit of the invoice's last line (no shipping back). */
export function creditNoteFacts(invoice: InvoiceFacts, invoiceNumber: string): CreditNoteFacts {
  const line = invoice.lines.at(-1);
  if (!line) throw new Error('creditNoteFacts: the invoice has no lines');
  const { supplyDate: _supplyDate, ...amounts } = invoiceFacts({
    ...invoice,
    lines: [
      { name: line.name, sku: line.sku, quantity: 1, unitPrice: line.unitPrice, vatRate: line.vatRate },
    ],
    shipping: null,
  });
  return { ...amounts, refundId: nextRefundId++, invoiceNumber, refundDate: '2026-12-01' };
}

/** The data an invoice of these facts stores, numbered `number` (for drawing PDFs without a database). */
export function documentData(facts: InvoiceFacts, number = 'INV-2026-000042'): DocumentData {
  return {
    version: 1,
    type: 'invoice',
    number,
    issuedAt: '2026-11-25T09:20:00.000Z',
    locale: facts.locale,
    orderReference: facts.orderReference,
    paymentMethod: facts.paymentMethod,
    seller: TEST_SELLER,
    buyer: facts.buyer,
    supplyDate: facts.supplyDate,
    corrects: null,
    currency: facts.currency,
    lines: facts.lines,
    shipping: facts.shipping,
    vat: facts.vat,
    totals: facts.totals,
    vatExemption: facts.vatExemption,
    unitPricesNet: facts.lines.map(unitPriceNet),
  };
}
