import { describe, expect, it } from 'vitest';
import type { OrderDocumentLink, OrderStatus } from '@tendero/contract';
import { mayHaveRefunds } from './refunds';

const invoice: OrderDocumentLink = {
  type: 'invoice',
  number: 'INV-2026-000001',
  issuedAt: '2026-05-04T10:00:00Z',
  href: '/v1/me/orders/document/invoice/INV-2026-000001',
};
const creditNote: OrderDocumentLink = {
  type: 'credit-note',
  number: 'CRN-2026-000001',
  issuedAt: '2026-05-06T10:00:00Z',
  href: '/v1/me/orders/document/credit-note/CRN-2026-000001',
};

describe('mayHaveRefunds', () => {
  it.each<OrderStatus>(['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered'])(
    'does not ask about a %s order with only its invoice',
    (status) => {
      expect(mayHaveRefunds({ status, documents: [invoice] })).toBe(false);
    },
  );

  it.each<OrderStatus>(['partially_refunded', 'refunded', 'cancelled'])('asks about a %s order', (status) => {
    expect(mayHaveRefunds({ status, documents: [invoice] })).toBe(true);
  });

  it('asks about an order with a credit note, whatever its state', () => {
    expect(mayHaveRefunds({ status: 'delivered', documents: [invoice, creditNote] })).toBe(true);
  });
});
