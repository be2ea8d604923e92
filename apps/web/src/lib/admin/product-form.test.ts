import { describe, expect, it } from 'vitest';
import { AdminProductInput, AdminProductReplace, type AdminProductDetail } from '@tendero/contract';
import {
  draftOf,
  emptyDraft,
  languagesWithErrors,
  movePicture,
  productBody,
  slugOf,
  toggleCategory,
  withPicture,
  type ProductDraft,
} from './product-form';
import { textState } from './category-form';
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
  pictures: [
    {
      mediaId: 31,
      url: '/v1/media/pictures/a.webp',
      width: 1200,
      height: 900,
      alt: { en: 'The kettle from the side' },
    },
    { mediaId: 32, url: '/v1/media/pictures/b.webp', width: 900, height: 900, alt: {} },
  ],
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
    expect(check.body.pictures).toEqual([
      { mediaId: 31, alt: { en: 'The kettle from the side' } },
      { mediaId: 32, alt: {} },
    ]);
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
    expect(textState(draft.texts, 'en')).toBe('written');
    expect(textState(draft.texts, 'el')).toBe('written');
    expect(textState(draft.texts, 'de')).toBe('fallback');
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

  it('puts pictures in order, adds an upload once, and sends only the alt texts written', () => {
    const { pictures } = draftOf(kettle, 'en');
    const [first, second] = pictures;
    expect(movePicture(pictures, 1, -1)).toEqual([second, first]);
    expect(movePicture(pictures, 0, -1)).toEqual(pictures);
    expect(movePicture(pictures, 1, 1)).toEqual(pictures);
    const upload = { mediaId: 40, url: '/v1/media/pictures/c.webp', width: 10, height: 10 };
    expect(withPicture(pictures, upload).map((picture) => picture.mediaId)).toEqual([31, 32, 40]);
    expect(withPicture(pictures, { ...upload, mediaId: 31 })).toHaveLength(2);
    const draft = filled({
      pictures: [{ ...upload, alt: { en: '  ', de: ' Eine Kanne ', el: 'x'.repeat(256) } }],
    });
    const check = productBody(draft, 'de', 'EUR');
    expect(check.kind === 'invalid' && Object.keys(check.errors)).toEqual(['pictures.0.alt.el']);
    if (check.kind === 'invalid') expect([...languagesWithErrors(check.errors)]).toEqual(['el']);
    draft.pictures = [{ ...upload, alt: { en: '  ', de: ' Eine Kanne ' } }];
    const sent = productBody(draft, 'de', 'EUR');
    expect(sent.kind === 'valid' && sent.body.pictures).toEqual([{ mediaId: 40, alt: { de: 'Eine Kanne' } }]);
  });

  it('marks the languages of the API’s field errors', () => {
    const errors = {
      'texts.de.slug': { key: 'validation.slug.taken', params: {} },
      sku: { key: 'x', params: {} },
    };
    expect([...languagesWithErrors(errors)]).toEqual(['de']);
  });
});
