import { describe, expect, it } from 'vitest';
import { AdminOrderListQuery } from '@tendero/contract';
import { orderFilters, orderFiltersQuery, shopToday } from './order-filters';

describe('the order list’s filters in its URL', () => {
  it('reads state, days and search, leaving out what the API would refuse', () => {
    const filters = orderFilters(
      new URLSearchParams('status=paid&from=2026-05-01&to=2026-05-31&q=%20ana%20'),
    );
    expect(filters).toEqual({ status: 'paid', from: '2026-05-01', to: '2026-05-31', q: 'ana' });
    expect(AdminOrderListQuery.parse(filters)).toMatchObject(filters);
    expect(orderFilters(new URLSearchParams('status=lost&from=1.5.2026&q=%20'))).toEqual({});
  });

  it('writes them back in a fixed order, nothing for none', () => {
    expect(orderFiltersQuery({ q: 'K7QM-4XPR', status: 'shipped' })).toBe('?status=shipped&q=K7QM-4XPR');
    expect(orderFiltersQuery({})).toBe('');
  });

  it('counts today in the shop’s time zone, as the dashboard does', () => {
    // 22:30 UTC on 4 May is 00:30 on 5 May in Berlin, the shop's zone unless SHOP_TIME_ZONE says otherwise.
    expect(shopToday(new Date('2026-05-04T22:30:00Z'))).toBe('2026-05-05');
    expect(shopToday(new Date('2026-05-04T21:30:00Z'))).toBe('2026-05-04');
    expect(shopToday(new Date('2026-05-04T22:30:00Z'), 'UTC')).toBe('2026-05-04');
  });
});
