import { ORDER_STATUSES, type OrderStatus } from '@tendero/contract';
import { calendarDayIn } from '@tendero/contract/time-format';
import { SHOP_TIME_ZONE } from '../time-zone';

/** The order list's filters, as they stand in its URL (`/admin/orders?status=paid&from=…`). */
export interface OrderFilters {
  status?: OrderStatus;
  /** Inclusive days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** A reference or part of an e-mail address. */
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a URL's query; values the API would refuse are left out. */
export function orderFilters(search: URLSearchParams): OrderFilters {
  const status = search.get('status') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, 254);
  return {
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query of the list's URL for `filters`, `''` for none. */
export function orderFiltersQuery(filters: OrderFilters): string {
  const search = new URLSearchParams();
  for (const name of ['status', 'from', 'to', 'q'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** Today in the shop's time zone (as the dashboard counts "today" and the list's days), `YYYY-MM-DD`. */
export function shopToday(now: Date = new Date(), timeZone: string = SHOP_TIME_ZONE): string {
  return calendarDayIn(now, timeZone);
}
