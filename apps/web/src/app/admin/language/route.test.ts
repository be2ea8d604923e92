import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (url: string, headers: Record<string, string> = {}) => GET(new NextRequest(url, { headers }));

describe('the back office’s language picker (/admin/language)', () => {
  it('keeps the language in a cookie of the back office and goes back to the page', () => {
    const response = get(
      'http://localhost:3000/admin/language?locale=el&next=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    );
    expect(response.status).toBe(303);
    // Relative: the server's own name for itself (localhost for 127.0.0.1) is not the operator's host.
    expect(response.headers.get('location')).toBe('/admin/orders?status=paid');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tendero_admin_locale=el;/);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('without JavaScript goes back by the Referer, and never leaves the back office', () => {
    const back = get('http://localhost:3000/admin/language?locale=de', {
      referer: 'http://shop.example/admin/products?q=pan',
    });
    expect(back.headers.get('location')).toBe('/admin/products?q=pan');
    expect(
      get('http://localhost:3000/admin/language?locale=de&next=https%3A%2F%2Fevil.example').headers.get(
        'location',
      ),
    ).toBe('/admin');
  });

  it('sets no cookie for a language the shop does not speak', () => {
    const response = get('http://localhost:3000/admin/language?locale=xx&next=%2Fadmin');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
