import { describe, expect, it } from 'vitest';
import { adminLocale, adminPath } from './locale';

describe('the back office’s language', () => {
  it('is the one the operator picked', () => {
    expect(adminLocale('el', 'de-DE,de;q=0.9')).toBe('el');
  });

  it('else the browser’s first shop language by weight, else English', () => {
    expect(adminLocale(undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(adminLocale(undefined, 'ja;q=1, hu;q=0.5, fr;q=0.7')).toBe('fr');
    expect(adminLocale(undefined, 'pt-BR;q=0, el')).toBe('el');
    expect(adminLocale('xx', 'ja, zh')).toBe('en');
    expect(adminLocale(undefined, null)).toBe('en');
  });
});

describe('where the back office goes on to', () => {
  it('stays inside the back office', () => {
    expect(adminPath('/admin/orders?status=paid')).toBe('/admin/orders?status=paid');
    expect(adminPath('/admin')).toBe('/admin');
    expect(adminPath('/administrator')).toBe('/admin');
    expect(adminPath('//evil.example/admin')).toBe('/admin');
    expect(adminPath('https://evil.example/admin')).toBe('/admin');
    expect(adminPath(null)).toBe('/admin');
  });
});
