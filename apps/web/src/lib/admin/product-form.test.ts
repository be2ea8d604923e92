import { describe, expect, it } from 'vitest';
import { AdminProductInput, AdminProductReplace, type AdminProductDetail } from '@tendero/contract';
import {
  draftOf,
  emptyDraft,
  languageState,
  languagesWithErrors,
  productBody,
  slugOf,
  toggleCategory,
  type ProductDraft,
} from './product-form';
import { eur } from './test-fixtures';

const kettle: AdminProductDetail = {
  id: 12,
  sku: 'KET-1',
  active: true,
  revision: 4,
  manufacturerId: 3,
  primaryCategoryId: 7,
  categoryIds: [7, 9],
  vatClass: 'standard',
  weightGrams: 1200,
  stock: 5,
  price: { ...eur(3192), baseAmount: 3990, lowestPriorPrice: 3500 },
  texts: {
    en: {
      name: 'Copper kettle',
      slug: 'copper-kettle',
      description: 'Boils.',
      attributes: [],
      path: 'kitchen/copper-kettle',
    },
    el: {
      name: 'Χάλκινος βραστήρας',
      slug: 'chalkinos-vrastiras',
      description: '',
      attributes: [{ name: 'Υλικό', value: 'Χαλκός' }],
      path: 'kouzina/chalkinos-vrastiras',
    },
  },
  updatedAt: '2026-12-03T08:00:00.000Z',
};

const filled = (change: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(),
  sku: 'TEA-9',
  manufacturerId: 2,
  categoryIds: [4],
  primaryCategoryId: 4,
  weightGrams: '800',
  stock: '3',
  price: '24,90',
  texts: { en: { name: 'Teapot', slug: '', description: '', attributes: [] } },
  ...change,
});

describe('the product editor', () => {
  it('shows a saved product as typed fields, amounts the operator’s way, and sends it back unchanged', () => {
    const draft = draftOf(kettle, 'de');
    expect(draft).toMatchObject({ price: '31,92', basePrice: '39,90', weightGrams: '1200', stock: '5' });
    expect(Object.keys(draft.texts)).toEqual(['en', 'el']);
    const check = productBody(draft, 'de', 'EUR');
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.body).toMatchObject({ sku: 'KET-1', price: 3192, basePrice: 3990, weightGrams: 1200 });
    expect(check.body.texts.el?.attributes).toEqual([{ name: 'Υλικό', value: 'Χαλκός' }]);
    expect(() => AdminProductReplace.parse({ ...check.body, revision: kettle.revision })).not.toThrow();
  });

  it('makes the slug from the name in the language’s script unless one is typed', () => {
    const text = { name: 'Χάλκινος βραστήρας', slug: '', description: '', attributes: [] };
    expect(slugOf(text, 'el')).toBe('chalkinos-vrastiras');
    expect(slugOf({ ...text, name: 'Große Kanne' }, 'de')).toBe('grosse-kanne');
    expect(slugOf({ ...text, name: 'Żółta łyżka' }, 'pl')).toBe('zolta-lyzka');
    expect(slugOf({ ...text, slug: ' own-slug ' }, 'el')).toBe('own-slug');
  });

  it('tells written languages from those that show English', () => {
    const draft = draftOf(kettle, 'en');
    expect(languageState(draft, 'en')).toBe('written');
    expect(languageState(draft, 'el')).toBe('written');
    expect(languageState(draft, 'de')).toBe('fallback');
  });

  it('keeps the main category among those chosen', () => {
    const draft = filled({ categoryIds: [4, 5], primaryCategoryId: 5 });
    expect(toggleCategory(draft, 6, true)).toMatchObject({ categoryIds: [4, 5, 6], primaryCategoryId: 5 });
    expect(toggleCategory(draft, 5, false)).toMatchObject({ categoryIds: [4], primaryCategoryId: 4 });
    expect(toggleCategory(filled({ categoryIds: [], primaryCategoryId: null }), 8, true)).toMatchObject({
      primaryCategoryId: 8,
    });
    expect(toggleCategory(filled(), 4, false)).toMatchObject({ categoryIds: [], primaryCategoryId: null });
  });

  it('sends a new product the API takes, with an empty slug left for the API to make', () => {
    const check = productBody(filled(), 'de', 'EUR');
    expect(check).toMatchObject({ kind: 'valid', body: { price: 2490, basePrice: null, weightGrams: 800 } });
    if (check.kind === 'valid') expect(() => AdminProductInput.parse(check.body)).not.toThrow();
  });

  it('finds in the browser what it can: missing fields, amounts, a base price not above, bad slugs', () => {
    const check = productBody(
      filled({
        sku: 'no spaces',
        manufacturerId: null,
        categoryIds: [],
        primaryCategoryId: null,
        weightGrams: '1,5',
        stock: '',
        price: 'twelve',
        basePrice: '1,00',
        texts: {
          en: { name: ' ', slug: '', description: '', attributes: [{ name: 'Colour', value: '' }] },
          de: { name: 'Kanne', slug: 'Große-Kanne', description: '', attributes: [] },
          el: { name: '???', slug: '', description: '', attributes: [] },
        },
      }),
      'de',
      'EUR',
    );
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'invalid') return;
    expect(
      Object.fromEntries(Object.entries(check.errors).map(([path, error]) => [path, error.key])),
    ).toEqual({
      sku: 'validation.sku.format',
      manufacturerId: 'admin.editor.brandNeeded',
      categoryIds: 'admin.editor.categoryNeeded',
      weightGrams: 'validation.number.integer',
      stock: 'validation.string.required',
      price: 'admin.products.priceFormat',
      'texts.en.name': 'validation.string.required',
      'texts.en.attributes.0.value': 'validation.string.required',
      'texts.de.slug': 'validation.slug.format',
      'texts.el.slug': 'admin.editor.slugNeeded',
    });
    expect([...languagesWithErrors(check.errors)].sort()).toEqual(['de', 'el', 'en']);
    const below = productBody(filled({ basePrice: '20,00' }), 'de', 'EUR');
    expect(below.kind === 'invalid' && below.errors.basePrice?.key).toBe('admin.editor.basePriceAbove');
  });

  it('marks the languages of the API’s field errors', () => {
    const errors = {
      'texts.de.slug': { key: 'validation.slug.taken', params: {} },
      sku: { key: 'x', params: {} },
    };
    expect([...languagesWithErrors(errors)]).toEqual(['de']);
  });
});
