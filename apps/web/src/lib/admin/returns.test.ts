import { describe, expect, it } from 'vitest';
import { ReturnReceiptInput } from '@tendero/contract';
import {
  fullReceipt,
  receiptCheck,
  receiptPreview,
  refundUrgency,
  returnActions,
  returnFilters,
  returnFiltersQuery,
  unitsTyped,
  type ReceiptDraft,
} from './returns';
import { sampleReturn } from './test-fixtures';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the return list', () => {
  it('keeps a known state from the URL and leaves anything else out', () => {
    expect(returnFilters(new URLSearchParams('status=in_transit'))).toEqual({ status: 'in_transit' });
    expect(returnFilters(new URLSearchParams('status=lost&cursor=x'))).toEqual({});
    expect(returnFiltersQuery({ status: 'requested' })).toBe('?status=requested');
    expect(returnFiltersQuery({})).toBe('');
  });

  it('flags a refund overdue after its day and soon within three days, until it is paid', () => {
    const due = (refundDueBy: string, status = 'approved' as const) =>
      refundUrgency({ status, refundDueBy }, '2026-07-01');
    expect(due('2026-06-30')).toBe('overdue');
    expect(due('2026-07-01')).toBe('soon');
    expect(due('2026-07-04')).toBe('soon');
    expect(due('2026-07-05')).toBeNull();
    expect(refundUrgency({ status: 'refunded', refundDueBy: '2026-06-01' }, '2026-07-01')).toBeNull();
    expect(refundUrgency({ status: 'rejected', refundDueBy: '2026-06-01' }, '2026-07-01')).toBeNull();
    expect(refundUrgency({ status: 'received', refundDueBy: '2026-06-01' }, '2026-07-01')).toBe('overdue');
  });

  it('offers approve and reject when requested, reject and receive when approved, receive on the way', () => {
    expect(returnActions('requested')).toEqual({ approve: true, reject: true, receive: false });
    expect(returnActions('approved')).toEqual({ approve: false, reject: true, receive: true });
    expect(returnActions('in_transit')).toEqual({ approve: false, reject: false, receive: true });
    for (const status of ['received', 'refunded', 'rejected'] as const)
      expect(returnActions(status)).toEqual({ approve: false, reject: false, receive: false });
  });
});

describe('the receipt form', () => {
  const ret = sampleReturn({ status: 'approved' });
  const draft = (changes: Partial<ReceiptDraft> = {}): ReceiptDraft => ({ ...fullReceipt(ret), ...changes });

  it('starts with every unit back undamaged, refunding lines and the shipping of the whole order', () => {
    expect(fullReceipt(ret).lines).toEqual({
      1: { received: 2, damaged: 0 },
      2: { received: 1, damaged: 0 },
    });
    expect(receiptPreview(ret, draft(), 'en')).toEqual({
      lines: 2999,
      shipping: 490,
      deduction: 0,
      total: 3489,
    });
  });

  it('refunds the units received, damaged ones too, and no shipping when not all came back', () => {
    const some = draft({ lines: { 1: { received: 1, damaged: 1 }, 2: { received: 1, damaged: 0 } } });
    expect(receiptPreview(ret, some, 'en')).toEqual({
      lines: 999 + 1001,
      shipping: 0,
      deduction: 0,
      total: 2000,
    });
  });

  it('reads the deduction as the operator’s language writes amounts and takes it off', () => {
    const german = draft({ deduction: '5,50', deductionReason: 'Getragen' });
    expect(receiptPreview(ret, german, 'de')).toMatchObject({ deduction: 550, total: 3489 - 550 });
    const check = receiptCheck(ret, german, 'de');
    expect(check).toEqual({
      kind: 'receipt',
      body: {
        lines: [
          { position: 1, received: 2, damaged: 0 },
          { position: 2, received: 1, damaged: 0 },
        ],
        deduction: { amount: 550, reason: 'Getragen' },
      },
    });
    if (check.kind === 'receipt') expect(ReturnReceiptInput.safeParse(check.body).success).toBe(true);
    expect(receiptCheck(ret, draft(), 'en')).toMatchObject({ kind: 'receipt', body: { deduction: null } });
  });

  it('refuses more received than asked back, more damaged than received, or nothing at all', () => {
    const wrong = receiptCheck(
      ret,
      draft({ lines: { 1: { received: 3, damaged: 0 }, 2: { received: 0, damaged: 1 } } }),
      'en',
    );
    expect(wrong).toEqual({
      kind: 'invalid',
      lines: {
        1: { key: 'admin.receipt.receivedOver', params: { quantity: 2 } },
        2: { key: 'admin.receipt.damagedOver', params: {} },
      },
      form: {},
    });
    const none = receiptCheck(
      ret,
      draft({ lines: { 1: { received: 0, damaged: 0 }, 2: { received: 0, damaged: 0 } } }),
      'en',
    );
    expect(none).toMatchObject({ kind: 'invalid', form: { lines: { key: 'admin.receipt.nothing' } } });
  });

  it('wants a deduction that is an amount, at most what the lines give back, and its reason', () => {
    const form = (changes: Partial<ReceiptDraft>, locale = 'en') => {
      const check = receiptCheck(ret, draft(changes), locale);
      return check.kind === 'invalid' ? check.form : {};
    };
    expect(form({ deduction: 'a lot', deductionReason: 'x' })).toEqual({
      deduction: { key: 'admin.receipt.deductionFormat', params: {} },
    });
    expect(form({ deduction: '0', deductionReason: 'x' })).toEqual({
      deduction: { key: 'admin.receipt.deductionMin', params: {} },
    });
    const tooMuch = form({ deduction: '30.00', deductionReason: 'x' });
    expect(tooMuch.deduction?.key).toBe('admin.receipt.deductionTooLarge');
    expect(plain(String(tooMuch.deduction?.params.amount))).toBe('€29.99');
    expect(form({ deduction: '2.00', deductionReason: '  ' })).toEqual({
      deductionReason: { key: 'admin.receipt.reasonRequired', params: {} },
    });
  });

  it('reads a typed count as a whole number from zero', () => {
    expect(unitsTyped('2')).toBe(2);
    expect(unitsTyped('2.7')).toBe(2);
    expect(unitsTyped('-1')).toBe(0);
    expect(unitsTyped('')).toBe(0);
  });
});
