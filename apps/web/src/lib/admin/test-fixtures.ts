// Sample answers of the admin API for the unit tests (and screenshots against a stubbed API).
import type { AdminOrderDetail, AdminOrderLine, AdminReturn, Money, OrderAddress } from '@tendero/contract';

export const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

const address: OrderAddress = {
  firstName: 'Ana',
  lastName: 'Silva',
  company: null,
  address1: 'Hauptstraße 5',
  address2: null,
  postcode: '10115',
  city: 'Berlin',
  stateName: null,
  countryIso: 'DE',
  countryName: 'Deutschland',
  phone: null,
  vatId: null,
  fiscalId: null,
};

export function sampleLine(position: number, overrides: Partial<AdminOrderLine> = {}): AdminOrderLine {
  return {
    position,
    productId: 100 + position,
    sku: `SKU-${position}`,
    name: `Product ${position}`,
    quantity: 1,
    shipped: 0,
    refunded: 0,
    total: eur(1000),
    ...overrides,
  };
}

/**
 * A paid order of two lines: 3 × 3.33 € (9.99 €, discounted from 10.50 €) and 1 × 20.00 €, with
 * 4.90 € shipping: 34.89 € in all.
 */
export function sampleOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const lines = [
    sampleLine(1, { quantity: 3, total: eur(999), name: 'Tea towel' }),
    sampleLine(2, { quantity: 1, total: eur(2000), name: 'Cast iron pan' }),
  ];
  return {
    fulfilmentStatus: 'paid',
    order: {
      reference: 'K7QM-4XPR',
      status: 'paid',
      placedAt: '2026-05-04T09:30:00.000Z',
      paidAt: '2026-05-04T09:31:00.000Z',
      locale: 'de',
      lines: lines.map((line) => ({
        productId: line.productId,
        sku: line.sku,
        name: line.name,
        path: `p/${line.sku.toLowerCase()}`,
        image: null,
        quantity: line.quantity,
        unitPrice: eur(line.position === 1 ? 350 : 2000),
        discount: eur(line.position === 1 ? 51 : 0),
        total: line.total,
        vatRate: 1900,
        gift: false,
      })),
      promotions: [],
      totals: {
        items: eur(3050),
        discount: eur(51),
        shipping: eur(490),
        paymentFee: eur(0),
        total: eur(3489),
        vat: [{ rate: 1900, net: eur(2932), vat: eur(557) }],
        vatExemption: null,
      },
      addresses: { delivery: address, invoice: address },
      carrier: { id: 1, name: 'DHL Paket', deliveryDays: { min: 1, max: 2 } },
      payment: { provider: 'test', amount: eur(3489) },
      history: [
        { status: 'awaiting_payment', at: '2026-05-04T09:30:00.000Z' },
        { status: 'paid', at: '2026-05-04T09:31:00.000Z' },
      ],
      documents: [],
      conversionSent: false,
    },
    email: 'ana.silva@example.com',
    customerId: 7,
    lines,
    payments: [],
    parcels: [],
    refunds: [],
    refundable: eur(3489),
    shippingRefunded: false,
    audit: [],
    ...overrides,
  };
}

/** A requested return of two lines (2 towels at 9.99 each, a mug), the whole order's shipping with it. */
export function sampleReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    returnUid: 'rT3xq9LmZ2vB8kPw4nYd6a',
    orderReference: 'K7QM-4XPR',
    status: 'requested',
    createdAt: '2026-06-20T09:30:00.000Z',
    lines: [
      {
        position: 1,
        productId: 101,
        name: 'Towel',
        quantity: 2,
        reason: 'damaged',
        comment: 'A seam came open.',
        received: null,
        damaged: null,
        refund: eur(1998),
      },
      {
        position: 2,
        productId: 102,
        name: 'Mug',
        quantity: 1,
        reason: 'changed_mind',
        comment: null,
        received: null,
        damaged: null,
        refund: eur(1001),
      },
    ],
    refund: {
      lines: eur(2999),
      shipping: eur(490),
      deduction: eur(0),
      deductionReason: null,
      total: eur(3489),
      dueBy: '2026-07-04',
      creditNote: null,
      refundedAt: null,
    },
    labels: [],
    photos: [],
    rejectionReason: null,
    history: [{ status: 'requested', at: '2026-06-20T09:30:00.000Z' }],
    withdrawalUid: null,
    customer: { name: 'Ana Silva', email: 'ana@example.com' },
    locale: 'de',
    adminPhotos: [],
    ...overrides,
  };
}
