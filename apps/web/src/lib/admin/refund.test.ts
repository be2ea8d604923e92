import { describe, expect, it } from 'vitest';
import { RefundInput } from '@tendero/contract';
import { lineRefundAmount, newRequestId, refundInput, refundPreview } from './refund';
import { eur, sampleLine, sampleOrder } from './test-fixtures';

describe('the refund form', () => {
  const towel = sampleLine(1, { quantity: 3, total: eur(999) });

  it('shares a line by units from those already refunded, so all its refunds add up to what it cost', () => {
    expect(lineRefundAmount(towel, 1)).toBe(333);
    expect(lineRefundAmount(towel, 3)).toBe(999);
    expect(lineRefundAmount({ ...towel, refunded: 1 }, 1)).toBe(333);
    expect(lineRefundAmount({ ...towel, refunded: 2 }, 1)).toBe(333);
    const odd = sampleLine(1, { quantity: 3, total: eur(1000) });
    const oneByOne = [0, 1, 2].map((refunded) => lineRefundAmount({ ...odd, refunded }, 1));
    // Rounded down from the first unit, as the API does: the last unit takes the remainder.
    expect(oneByOne).toEqual([333, 333, 334]);
    expect(oneByOne.reduce((sum, amount) => sum + amount, 0)).toBe(1000);
  });

  it('never counts more units than are left, nor fewer than none', () => {
    expect(lineRefundAmount({ ...towel, refunded: 2 }, 5)).toBe(333);
    expect(lineRefundAmount(towel, -1)).toBe(0);
  });

  it('shows what this refund gives back and what is left to refund after it', () => {
    const order = sampleOrder();
    expect(refundPreview(order, { quantities: { 1: 1 }, shipping: false, reason: '' })).toEqual({
      amount: 333,
      left: 3489 - 333,
      chosen: true,
    });
    expect(refundPreview(order, { quantities: { 1: 3, 2: 1 }, shipping: true, reason: '' })).toEqual({
      amount: 3489,
      left: 0,
      chosen: true,
    });
    expect(refundPreview(order, { quantities: {}, shipping: false, reason: '' }).chosen).toBe(false);
  });

  it('adds the shipping only while it is charged and not refunded yet', () => {
    const refunded = sampleOrder({ shippingRefunded: true, refundable: eur(2999) });
    expect(refundPreview(refunded, { quantities: {}, shipping: true, reason: '' })).toEqual({
      amount: 0,
      left: 2999,
      chosen: false,
    });
  });

  it('says when the form asks for more than may still be refunded', () => {
    const order = sampleOrder({ refundable: eur(1000) });
    expect(refundPreview(order, { quantities: { 2: 1 }, shipping: false, reason: '' }).left).toBe(-1000);
  });

  it('sends the chosen lines by position, the shipping box, the reason or null, and the form’s one id', () => {
    const requestId = newRequestId();
    const body = refundInput(
      { quantities: { 2: 1, 1: 0, 3: 2 }, shipping: true, reason: '  broken  ' },
      requestId,
    );
    expect(body).toEqual({
      requestId,
      lines: [
        { position: 2, quantity: 1 },
        { position: 3, quantity: 2 },
      ],
      shipping: true,
      reason: 'broken',
    });
    expect(RefundInput.parse(body)).toEqual(body);
    expect(refundInput({ quantities: {}, shipping: false, reason: ' ' }, requestId).reason).toBeNull();
  });

  it('makes a UUID per form, also without crypto.randomUUID (plain http on a network address)', () => {
    const ids = new Set([newRequestId(), newRequestId()]);
    expect(ids.size).toBe(2);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newRequestId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(RefundInput.parse({ requestId: id }).requestId).toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
