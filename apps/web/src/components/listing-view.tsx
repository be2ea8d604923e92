import { getTranslations } from 'next-intl/server';
import type { Listing, ListingSort } from '@tendero/contract';
import type { ListingNotice } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { ProductGrid } from './product-card';

export interface ListingState {
  manufacturers?: string;
  priceMin?: string;
  priceMax?: string;
  inStock?: string;
  sort?: string;
  cursor?: string;
}

const SORTS: [ListingSort, string][] = [
  ['relevance', 'sortRelevance'],
  ['price_asc', 'sortPriceAsc'],
  ['price_desc', 'sortPriceDesc'],
  ['newest', 'sortNewest'],
  ['name', 'sortName'],
  ['rating', 'sortRating'],
];

/** Filters, sort, products and paging of a listing; the state lives in the URL (a plain GET form). */
export async function ListingView({
  listing,
  state,
  action,
  locale,
  extra = {},
  notice = null,
}: {
  listing: Listing;
  state: ListingState;
  action: string;
  locale: string;
  extra?: Record<string, string>;
  /** Why part of the shopper's query was left out (an outdated page link, filters that do not fit). */
  notice?: ListingNotice | null;
}) {
  const t = await getTranslations('listing');
  const chosen = new Set((state.manufacturers ?? '').split(',').filter(Boolean));
  const keep = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...extra, ...params })) if (value) search.set(key, value);
    const query = search.toString();
    return query ? `${action}?${query}` : action;
  };
  const current = {
    manufacturers: state.manufacturers,
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    inStock: state.inStock,
    sort: state.sort,
  };
  const active =
    chosen.size +
    (state.priceMin ? 1 : 0) +
    (state.priceMax ? 1 : 0) +
    (state.inStock === '1' || state.inStock === 'true' ? 1 : 0);
  const brands = listing.facets.manufacturers;
  return (
    <div className="listing">
      {/* Folded on phones (one tap opens it), always open from 900 px on: see globals.css. */}
      <details className="filters-panel">
        <summary>
          {t('filters')}
          {active > 0 && <span className="count"> ({active})</span>}
        </summary>
        <form className="filters" action={action} method="get" aria-label={t('filters')}>
          {Object.entries(extra).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          {/* A brand page (or any listing of one brand) has nothing to choose between. */}
          {brands.length > 1 && (
            <fieldset>
              <legend>{t('manufacturer')}</legend>
              {brands.map((brand) => (
                <label key={brand.id} className="check">
                  <input
                    type="checkbox"
                    name="manufacturers"
                    value={brand.id}
                    defaultChecked={chosen.has(String(brand.id))}
                  />
                  {brand.name} <span className="count">({brand.count})</span>
                </label>
              ))}
            </fieldset>
          )}
          {listing.facets.price && (
            <fieldset>
              <legend>
                {t('price')} ({formatMoney(locale, listing.facets.price.min)} –{' '}
                {formatMoney(locale, listing.facets.price.max)})
              </legend>
              <div className="field">
                <label htmlFor="price-min">{t('priceMin')}</label>
                <input
                  id="price-min"
                  name="priceMin"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  defaultValue={state.priceMin}
                />
              </div>
              <div className="field">
                <label htmlFor="price-max">{t('priceMax')}</label>
                <input
                  id="price-max"
                  name="priceMax"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  defaultValue={state.priceMax}
                />
              </div>
            </fieldset>
          )}
          <label className="check">
            <input
              type="checkbox"
              name="inStock"
              value="1"
              defaultChecked={state.inStock === '1' || state.inStock === 'true'}
            />
            {t('inStockOnly')}
          </label>
          <div className="field">
            <label htmlFor="sort">{t('sort')}</label>
            <select id="sort" name="sort" defaultValue={state.sort ?? 'relevance'}>
              {SORTS.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <a className="button secondary" href={keep({})}>
              {t('clear')}
            </a>
          </div>
        </form>
      </details>
      <section className="results" aria-labelledby="results-title">
        <h2 id="results-title" aria-live="polite">
          {t('products', { count: listing.total })}
        </h2>
        {notice && (
          <p role="status" className="notice">
            {t(notice)}
          </p>
        )}
        {listing.items.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ProductGrid products={listing.items} priorityCount={4} />
        )}
        <nav className="paging" aria-label={t('next')}>
          {state.cursor && (
            <a className="button secondary" href={keep(current)}>
              ← {t('first')}
            </a>
          )}
          {listing.nextCursor && (
            <a className="button" href={keep({ ...current, cursor: listing.nextCursor })} rel="next">
              {t('next')} →
            </a>
          )}
        </nav>
      </section>
    </div>
  );
}
