import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { find, load, loadListing, loadOptional } from './api';
import { articleBySlug, catalogPage, contentPage, promotionPage, searchCatalog } from './shop-api';

vi.mock('server-only', () => ({}));

interface Sent {
  url: URL;
  locale: string | null;
}

let sent: Sent[] = [];
let answer: (url: URL) => Response;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, details: { path: string; message: string }[] = []) =>
  json({ statusCode: status, error: 'Error', message: 'error.http', details }, status);
const BRANDS = { kind: 'brands', path: 'marken', alternates: [] };
const NO_HITS = {
  items: [],
  nextCursor: null,
  total: 0,
  facets: { manufacturers: [], price: null },
  query: 'topf',
  suggestions: { categories: [], queries: [] },
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    sent.push({ url: parsed, locale: new Headers(init.headers).get('x-locale') });
    return answer(parsed);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the storefront server adapter', () => {
  it('asks for a catalogue path segment by segment, encoded, in the page language', async () => {
    answer = () => json(BRANDS);
    const page = await find(catalogPage('de', ['küche', 'töpfe & pfannen'], { limit: 1 }));
    expect(page).toEqual(BRANDS);
    expect(sent[0]?.url.pathname).toBe('/v1/catalog/k%C3%BCche/t%C3%B6pfe%20%26%20pfannen');
    expect(sent[0]?.url.search).toBe('?limit=1');
    expect(sent[0]?.locale).toBe('de');
  });

  it('encodes slugs as one segment and asks for one article by its slug', async () => {
    answer = () => refusal(404);
    await find(promotionPage('fr', 'soldes/été', {}));
    await find(contentPage('fr', 'mentions légales'));
    await find(articleBySlug('fr', 'recettes'));
    expect(sent.map((call) => call.url.pathname)).toEqual([
      '/v1/promotions/soldes%2F%C3%A9t%C3%A9',
      '/v1/cms/pages/mentions%20l%C3%A9gales',
      '/v1/cms/articles',
    ]);
    expect(sent[2]?.url.search).toBe('?slug=recettes&limit=1');
  });

  it('parses every answer with the contract schema: an answer off the contract is an error', async () => {
    answer = () => json({ kind: 'brands', path: 'marken' });
    await expect(find(catalogPage('de', ['marken'], {}))).rejects.toThrow();
  });

  it('finds nothing on a 404, leaves out a part the API refuses, and throws on a 5xx', async () => {
    answer = () => refusal(404);
    expect(await find(contentPage('en', 'imprint'))).toBeNull();
    await expect(load(contentPage('en', 'imprint'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    answer = () => refusal(400);
    expect(await loadOptional(contentPage('en', 'imprint'))).toBeNull();
    await expect(find(contentPage('en', 'imprint'))).rejects.toThrow('error.http');
    answer = () => refusal(503);
    await expect(loadOptional(contentPage('en', 'imprint'))).rejects.toThrow('error.http');
  });

  it('shows a listing without a refused cursor, or without refused filters but with the words searched', async () => {
    answer = (url) =>
      url.searchParams.has('cursor') ? refusal(400, [{ path: 'query.cursor', message: 'x' }]) : json(BRANDS);
    const withoutCursor = await loadListing(catalogPage('de', ['marken'], { sort: 'name', cursor: 'old' }));
    expect(withoutCursor).toEqual({ data: BRANDS, notice: 'invalidPage' });
    expect(sent[1]?.url.search).toBe('?sort=name');

    sent = [];
    answer = (url) => (url.searchParams.has('priceMin') ? refusal(400) : json(NO_HITS));
    const withoutFilters = await loadListing(searchCatalog('de', { q: 'topf', priceMin: 900, limit: 24 }));
    expect(withoutFilters).toEqual({ data: NO_HITS, notice: 'invalidFilters' });
    expect(sent[1]?.url.search).toBe('?limit=24&q=topf');
  });
});
