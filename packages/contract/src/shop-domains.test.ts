import { describe, expect, it } from 'vitest';
import { domainOf, hostOrigin, localeHref, parseShopDomains, publicOrigins } from './shop-domains.ts';

describe('SHOP_DOMAINS', () => {
  it('reads locale=host pairs, case and spaces aside', () => {
    expect(parseShopDomains(' de=Tendero.DE , fr=tendero.fr,en=shop.localhost:3000')).toEqual([
      { locale: 'de', host: 'tendero.de' },
      { locale: 'fr', host: 'tendero.fr' },
      { locale: 'en', host: 'shop.localhost:3000' },
    ]);
    expect(parseShopDomains(undefined)).toEqual([]);
    expect(parseShopDomains('  ')).toEqual([]);
  });

  it('refuses unknown languages, bad hosts and repeats, naming the entry', () => {
    expect(() => parseShopDomains('xx=tendero.xx')).toThrow("got 'xx=tendero.xx'");
    expect(() => parseShopDomains('de=https://tendero.de')).toThrow('locale=host');
    expect(() => parseShopDomains('de=tendero.de,de=tendero.at')).toThrow('once');
    expect(() => parseShopDomains('de=tendero.de,at=tendero.de')).toThrow('locale=host');
    expect(() => parseShopDomains('de=tendero.de,fr=tendero.de')).toThrow('once');
  });

  it('serves local names over http and real domains over https', () => {
    expect(hostOrigin('tendero.de')).toBe('https://tendero.de');
    expect(hostOrigin('de.localhost:3000')).toBe('http://de.localhost:3000');
    expect(hostOrigin('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it('links a language to its own domain without a prefix, others to the English shop with one', () => {
    const domains = parseShopDomains('de=tendero.de,en=tendero.com');
    expect(localeHref(domains, 'de', 'kueche/pfannen')).toBe('https://tendero.de/kueche/pfannen');
    expect(localeHref(domains, 'de', '')).toBe('https://tendero.de');
    expect(localeHref(domains, 'fi', 'keittio')).toBe('https://tendero.com/fi/keittio');
    expect(domainOf(domains, 'fi')?.host).toBe('tendero.com');
    expect(localeHref([], 'de', 'kueche')).toBe('/de/kueche');
    expect(localeHref([], 'de', '')).toBe('/de');
  });

  it('reads the public origins, else the storefront on its port; the first is the one linked to', () => {
    expect(publicOrigins(' https://shop.example/ , https://www.shop.example', 3000)).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect(publicOrigins(undefined, 4123)).toEqual(['http://localhost:4123', 'http://127.0.0.1:4123']);
    expect(publicOrigins(' , ', '3000')[0]).toBe('http://localhost:3000');
  });
});
