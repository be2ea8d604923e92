import { ORDER_STATUSES, type OrderStatus } from '@tendero/contract';
import { describe, expect, it } from 'vitest';
import { canTransition, IllegalTransition, moveStart, ORDER_TRANSITIONS } from './status.ts';

/** Every move an order may make, spelled out pair by pair; any pair not listed is refused. */
const ALLOWED: readonly (readonly [OrderStatus, OrderStatus])[] = [
  ['paid', 'processing'],
  ['paid', 'shipped'],
  ['paid', 'delivered'],
  ['paid', 'cancelled'],
  ['paid', 'partially_refunded'],
  ['paid', 'refunded'],
  ['processing', 'shipped'],
  ['processing', 'delivered'],
  ['processing', 'cancelled'],
  ['processing', 'partially_refunded'],
  ['processing', 'refunded'],
  ['shipped', 'delivered'],
  ['shipped', 'partially_refunded'],
  ['shipped', 'refunded'],
  ['delivered', 'partially_refunded'],
  ['delivered', 'refunded'],
  ['partially_refunded', 'partially_refunded'],
  ['partially_refunded', 'refunded'],
  ['refunded', 'refunded'],
];

describe('the order state table', () => {
  it('has a row for every status the contract names', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('allows exactly the listed moves, over every pair of states', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from} → ${to}`));
    const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    expect(pairs).toHaveLength(ORDER_STATUSES.length ** 2);
    for (const [from, to] of pairs) {
      expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from} → ${to}`));
    }
  });

  it('starts a refund from the shown status and any other move from the progress', () => {
    const order = { id: 1, status: 'processing', refundState: 'partially_refunded' } as const;
    expect(moveStart(order, 'refunded')).toBe('partially_refunded');
    expect(moveStart(order, 'shipped')).toBe('processing');
    expect(moveStart({ ...order, status: 'cancelled' }, 'refunded')).toBe('cancelled');
    expect(moveStart({ ...order, refundState: null }, 'partially_refunded')).toBe('processing');
  });

  it('refuses an illegal move with a conflict naming both states', () => {
    const error = new IllegalTransition('shipped', 'cancelled');
    expect(error).toMatchObject({ statusCode: 409, key: 'error.order.illegalTransition' });
    expect(error.details).toEqual([
      {
        path: 'status',
        message: 'error.order.illegalTransition',
        params: { from: 'shipped', to: 'cancelled' },
      },
    ]);
  });
});
