import { describe, expect, it } from 'vitest';
import { changesShop } from './shop-writes';

describe('which answers drop the rendered pages', () => {
  it('every write of the back office but signing in', () => {
    expect(changesShop('PUT', '/v1/admin/products/12')).toBe(true);
    expect(changesShop('PATCH', '/v1/admin/products/12')).toBe(true);
    expect(changesShop('POST', '/v1/admin/catalogue/import')).toBe(true);
    expect(changesShop('DELETE', '/v1/admin/categories/3')).toBe(true);
    expect(changesShop('POST', '/v1/admin/orders/7/cancel')).toBe(true);
    expect(changesShop('POST', '/v1/admin/auth/login')).toBe(false);
    expect(changesShop('POST', '/v1/admin/auth/logout')).toBe(false);
  });

  it('no read, and nothing a shopper writes', () => {
    expect(changesShop('GET', '/v1/admin/products')).toBe(false);
    expect(changesShop('HEAD', '/v1/admin/products')).toBe(false);
    expect(changesShop('POST', '/v1/carts/abc/items')).toBe(false);
    expect(changesShop('POST', '/v1/administrators')).toBe(false);
  });
});
