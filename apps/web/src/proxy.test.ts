import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The proxy as built with the given SHOP_DOMAINS (routing reads it when first imported). */
async function proxyWith(domains: string) {
  vi.resetModules();
  vi.stubEnv('SHOP_DOMAINS', domains);
  return (await import('./proxy')).default;
}

function get(url: string, headers: Record<string, string> = {}) {
  return new NextRequest(url, { headers: { host: new URL(url).host, 'accept-language': 'en', ...headers } });
}

const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('proxy with path prefixes (no SHOP_DOMAINS)', () => {
  it('serves a language path as it is and sends a bare path to a language', async () => {
    const proxy = await proxyWith('');
    const plain = proxy(get('http://localhost:3000/de/kueche'));
    expect(rewrite(plain)).toBeNull();
    expect(plain.headers.get('x-middleware-next')).toBe('1');
    const bare = proxy(get('http://localhost:3000/kitchen', { 'accept-language': 'de' }));
    expect(bare.headers.get('location')).toBe('http://localhost:3000/de/kitchen');
  });

  it('renders filtered listings per request and leaves other queries to the cached page', async () => {
    const proxy = await proxyWith('');
    expect(rewrite(proxy(get('http://localhost:3000/de/kueche/pfannen?sort=price_asc&cursor=x')))).toBe(
      'http://localhost:3000/de/filtered/kueche/pfannen?sort=price_asc&cursor=x',
    );
    expect(rewrite(proxy(get('http://localhost:3000/de/kueche?ref=mail')))).toBeNull();
    expect(rewrite(proxy(get('http://localhost:3000/de/search?q=pfanne&sort=name')))).toBeNull();
  });

  it('renders a product page with its reviews filtered by stars or paged per request', async () => {
    const proxy = await proxyWith('');
    expect(rewrite(proxy(get('http://localhost:3000/pl/kuchnia/krzeslo?reviewStars=4')))).toBe(
      'http://localhost:3000/pl/filtered/kuchnia/krzeslo?reviewStars=4',
    );
    expect(rewrite(proxy(get('http://localhost:3000/pl/kuchnia/krzeslo?reviewPage=2')))).toBe(
      'http://localhost:3000/pl/filtered/kuchnia/krzeslo?reviewPage=2',
    );
  });
});

describe('proxy with percent signs and broken encodings in the path', () => {
  it('hands Next a path it can decode once, never a bare percent sign', async () => {
    const proxy = await proxyWith('');
    expect(rewrite(proxy(get('http://localhost:3000/en/100%25-cotton')))).toBe(
      'http://localhost:3000/en/100%25-cotton',
    );
    expect(rewrite(proxy(get('http://localhost:3000/en/100%25-cotton?sort=name')))).toBe(
      'http://localhost:3000/en/filtered/100%25-cotton?sort=name',
    );
    expect(rewrite(proxy(get('http://localhost:3000/en/%E0%A4%A')))).toBe(
      'http://localhost:3000/en/%25E0%25A4%25A',
    );
    expect(
      rewrite(proxy(get('http://localhost:3000/el/%CE%BA%CE%BF%CF%85%CE%B6%CE%AF%CE%BD%CE%B1'))),
    ).toBeOneOf([null, 'http://localhost:3000/el/%CE%BA%CE%BF%CF%85%CE%B6%CE%AF%CE%BD%CE%B1']);
  });
});

describe('proxy with SHOP_DOMAINS', () => {
  const domains = 'de=tendero.de,fr=tendero.fr,en=tendero.com';

  it('serves each language without prefix on its own domain', async () => {
    const proxy = await proxyWith(domains);
    expect(rewrite(proxy(get('https://tendero.de/kueche')))).toBe('https://tendero.de/de/kueche');
    expect(rewrite(proxy(get('https://tendero.fr/cuisine')))).toBe('https://tendero.fr/fr/cuisine');
    expect(rewrite(proxy(get('https://tendero.de/', { 'accept-language': 'fr' })))).toBe(
      'https://tendero.de/de',
    );
  });

  it('keeps a prefix for a language without a domain, on the English shop', async () => {
    const proxy = await proxyWith(domains);
    const finnish = proxy(get('https://tendero.com/fi/keittio'));
    expect(finnish.headers.get('location')).toBeNull();
    expect(rewrite(finnish) ?? 'https://tendero.com/fi/keittio').toBe('https://tendero.com/fi/keittio');
  });

  it('sends a language to its own domain', async () => {
    const proxy = await proxyWith(domains);
    expect(proxy(get('https://tendero.de/fr/cuisine')).headers.get('location')).toBe(
      'https://tendero.fr/fr/cuisine',
    );
    expect(proxy(get('https://tendero.fr/fr/cuisine')).headers.get('location')).toBe(
      'https://tendero.fr/cuisine',
    );
  });

  it('renders filtered listings per request on a domain too', async () => {
    const proxy = await proxyWith(domains);
    expect(rewrite(proxy(get('https://tendero.de/kueche?manufacturers=3')))).toBe(
      'https://tendero.de/de/filtered/kueche?manufacturers=3',
    );
  });
});

describe('which paths go through the proxy', () => {
  const matches = async (url: string) => {
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
    const { config } = await import('./proxy');
    return unstable_doesMiddlewareMatch({ config, url });
  };

  it('leaves the back office alone: it has no language in its paths', async () => {
    expect(await matches('/admin')).toBe(false);
    expect(await matches('/admin/orders/K7QM-4XPR')).toBe(false);
    expect(await matches('/admin/language?locale=de')).toBe(false);
  });

  it('still routes the shop’s pages, also those that only start like the back office', async () => {
    expect(await matches('/de/kueche')).toBe(true);
    expect(await matches('/administration')).toBe(true);
    expect(await matches('/')).toBe(true);
    expect(await matches('/v1/cart')).toBe(false);
  });
});
