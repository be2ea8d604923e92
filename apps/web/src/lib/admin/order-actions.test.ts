import { describe, expect, it } from 'vitest';
import type { CustomerParcel } from '@tendero/contract';
import { orderActions, pairedLines } from './order-actions';
import { eur, sampleLine, sampleOrder } from './test-fixtures';

const parcel: CustomerParcel = {
  trackingNumber: 'TE123456785DE',
  carrier: 'DHL Paket',
  status: 'in_transit',
  exception: null,
  toCountry: 'DE',
  shippedAt: '2026-05-05T08:00:00.000Z',
  deliveredAt: null,
  events: [],
  orderReference: 'K7QM-4XPR',
  lines: [{ productId: 101, name: 'Tea towel', quantity: 3 }],
  trackingPath: '/track/TE123456785DE/10115',
};

describe('what an operator may do with an order', () => {
  it('ships, cancels and refunds a paid order that has not left', () => {
    expect(orderActions(sampleOrder())).toEqual({ ship: true, cancel: true, refund: true });
  });

  it('no longer cancels once a parcel has left, but still ships the rest and refunds', () => {
    const order = sampleOrder({ parcels: [parcel] });
    const started = { ...order, fulfilmentStatus: 'processing' as const };
    expect(orderActions(started)).toEqual({ ship: true, cancel: false, refund: true });
  });

  it('does nothing with an unpaid or cancelled order, and no refund of a fully refunded one', () => {
    const base = sampleOrder();
    // The API cancels paid orders only (error.order.notPaid): no button that would fail.
    expect(orderActions({ ...base, fulfilmentStatus: 'awaiting_payment' })).toEqual({
      ship: false,
      cancel: false,
      refund: false,
    });
    expect(
      orderActions({
        ...base,
        refundable: eur(0),
        fulfilmentStatus: 'cancelled',
        order: { ...base.order, status: 'cancelled' },
      }),
    ).toEqual({ ship: false, cancel: false, refund: false });
    expect(
      orderActions({ ...base, refundable: eur(0), order: { ...base.order, status: 'refunded' } }).refund,
    ).toBe(false);
  });
});

describe('lines of the back office beside the lines as bought', () => {
  it('pairs them by place, and by product where the places differ', () => {
    const order = sampleOrder();
    expect(pairedLines(order).map(({ bought }) => bought?.unitPrice.amount)).toEqual([350, 2000]);
    const swapped = { ...order, lines: [...order.lines].reverse() };
    expect(pairedLines(swapped).map(({ bought }) => bought?.name)).toEqual(['Cast iron pan', 'Tea towel']);
    const unknown = { ...order, lines: [sampleLine(9, { productId: 999 })] };
    expect(pairedLines(unknown)[0]?.bought).toBeNull();
  });
});
