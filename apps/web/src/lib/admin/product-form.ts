import {
  DEFAULT_LOCALE,
  LOCALES,
  PRODUCT_LIMITS,
  SLUG_PATTERN,
  parseMoneyInput,
  slugify,
  type AdminProductDetail,
  type AdminProductInput,
  type AdminProductPicture,
  type Locale,
  type VatClassCode,
} from '@tendero/contract';
import type { MessageRef } from './errors';
import { priceText } from './product-edit';

/** A product's texts in one language as typed; an empty slug is made from the name when saved. */
export interface TextDraft {
  name: string;
  slug: string;
  description: string;
  attributes: { name: string; value: string }[];
}

/** A picture as the editor holds it: the uploaded media, and its alt text per language as typed. */
export type PictureDraft = Omit<AdminProductPicture, 'alt'> & { alt: Partial<Record<Locale, string>> };

/** The product editor's fields as typed: numbers and amounts are text until they are saved. */
export interface ProductDraft {
  sku: string;
  active: boolean;
  manufacturerId: number | null;
  categoryIds: number[];
  primaryCategoryId: number | null;
  vatClass: VatClassCode;
  weightGrams: string;
  stock: string;
  price: string;
  basePrice: string;
  /** Only the languages written; English always. */
  texts: Partial<Record<Locale, TextDraft>> & { en: TextDraft };
  /** In the order shown; the first is the product's card picture. */
  pictures: PictureDraft[];
}

export type FieldErrors = Record<string, MessageRef>;

export const emptyText = (): TextDraft => ({ name: '', slug: '', description: '', attributes: [] });

export function emptyDraft(): ProductDraft {
  return {
    sku: '',
    active: true,
    manufacturerId: null,
    categoryIds: [],
    primaryCategoryId: null,
    vatClass: 'standard',
    weightGrams: '',
    stock: '0',
    price: '',
    basePrice: '',
    texts: { en: emptyText() },
    pictures: [],
  };
}

/** The editor's fields for a saved product, amounts written the operator's way. */
export function draftOf(product: AdminProductDetail, locale: string): ProductDraft {
  const texts: Partial<Record<Locale, TextDraft>> = {};
  for (const code of LOCALES) {
    const text = product.texts[code];
    if (text) {
      texts[code] = {
        name: text.name,
        slug: text.slug,
        description: text.description,
        attributes: text.attributes.map((attribute) => ({ ...attribute })),
      };
    }
  }
  const { baseAmount } = product.price;
  return {
    sku: product.sku,
    active: product.active,
    manufacturerId: product.manufacturerId,
    categoryIds: [...product.categoryIds],
    primaryCategoryId: product.primaryCategoryId,
    vatClass: product.vatClass,
    weightGrams: String(product.weightGrams),
    stock: String(product.stock),
    price: priceText(product.price, locale),
    basePrice:
      baseAmount !== undefined && baseAmount > product.price.amount
        ? priceText({ ...product.price, amount: baseAmount }, locale)
        : '',
    texts: { ...texts, en: texts.en ?? emptyText() },
    pictures: product.pictures.map((picture) => ({ ...picture, alt: { ...picture.alt } })),
  };
}

/** The slug a language's texts give: the one typed, else the one made from the name in its script. */
export function slugOf(text: TextDraft, locale: Locale): string {
  return text.slug.trim() || slugify(text.name.trim(), locale);
}

/** The pictures with one moved `by` places (-1 earlier, +1 later); at an end it stays. */
export function movePicture(pictures: readonly PictureDraft[], index: number, by: -1 | 1): PictureDraft[] {
  const target = index + by;
  const moved = pictures[index];
  if (!moved || target < 0 || target >= pictures.length) return [...pictures];
  const rest = pictures.filter((_, position) => position !== index);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** Pictures after an upload: one stored already (the same bytes again) is not added twice. */
export function withPicture(
  pictures: readonly PictureDraft[],
  picture: Omit<PictureDraft, 'alt'>,
): PictureDraft[] {
  return pictures.some((shown) => shown.mediaId === picture.mediaId)
    ? [...pictures]
    : [...pictures, { ...picture, alt: {} }];
}

/**
 * Texts by language with `locale`'s set to `text`, or taken away (`undefined`): then that language
 * shows the English ones. English itself is never taken away.
 */
export function withText<Text, Texts extends Partial<Record<Locale, Text>> & { en: Text }>(
  texts: Texts,
  locale: Locale,
  text: Text | undefined,
): Texts {
  if (text !== undefined) return { ...texts, [locale]: text };
  if (locale === DEFAULT_LOCALE) return texts;
  return Object.fromEntries(Object.entries(texts).filter(([code]) => code !== locale)) as Texts;
}

/** Choosing a category or letting it go; the primary one stays among those chosen (the first, by default). */
export function toggleCategory(draft: ProductDraft, categoryId: number, chosen: boolean): ProductDraft {
  const categoryIds = chosen
    ? [...new Set([...draft.categoryIds, categoryId])]
    : draft.categoryIds.filter((id) => id !== categoryId);
  const primaryCategoryId =
    draft.primaryCategoryId !== null && categoryIds.includes(draft.primaryCategoryId)
      ? draft.primaryCategoryId
      : (categoryIds[0] ?? null);
  return { ...draft, categoryIds, primaryCategoryId };
}

const ref = (key: string, params: Record<string, unknown> = {}): MessageRef => ({ key, params });

function wholeNumber(value: string, maximum: number, errors: FieldErrors, path: string): number | null {
  const typed = value.trim();
  if (!/^\d+$/.test(typed)) {
    errors[path] = ref(typed === '' ? 'validation.string.required' : 'validation.number.integer');
    return null;
  }
  const number = Number(typed);
  if (number > maximum) {
    errors[path] = ref('validation.number.max', { maximum });
    return null;
  }
  return number;
}

function checkText(text: TextDraft, locale: Locale, errors: FieldErrors) {
  const at = `texts.${locale}`;
  const name = text.name.trim();
  if (name === '') errors[`${at}.name`] = ref('validation.string.required');
  else if (name.length > PRODUCT_LIMITS.name)
    errors[`${at}.name`] = ref('validation.string.max', { maximum: PRODUCT_LIMITS.name });
  const slug = text.slug.trim();
  if (slug.length > PRODUCT_LIMITS.slug)
    errors[`${at}.slug`] = ref('validation.string.max', { maximum: PRODUCT_LIMITS.slug });
  else if (slug !== '' && !SLUG_PATTERN.test(slug)) errors[`${at}.slug`] = ref('validation.slug.format');
  else if (name !== '' && slugOf(text, locale) === '') errors[`${at}.slug`] = ref('admin.editor.slugNeeded');
  if (text.description.length > PRODUCT_LIMITS.description)
    errors[`${at}.description`] = ref('validation.string.max', { maximum: PRODUCT_LIMITS.description });
  text.attributes.forEach((attribute, index) => {
    if (attribute.name.trim() === '')
      errors[`${at}.attributes.${index}.name`] = ref('validation.string.required');
    if (attribute.value.trim() === '')
      errors[`${at}.attributes.${index}.value`] = ref('validation.string.required');
  });
}

export type ProductCheck =
  { kind: 'invalid'; errors: FieldErrors } | { kind: 'valid'; body: AdminProductInput };

/**
 * What saving sends, checked as the API would check it so the operator learns of a missing name or a
 * price that is no amount at once; what only the API knows (a SKU or slug taken) comes back from it.
 */
export function productBody(draft: ProductDraft, locale: string, currency: string): ProductCheck {
  const errors: FieldErrors = {};
  const sku = draft.sku.trim();
  if (sku === '') errors.sku = ref('validation.string.required');
  else if (sku.length > PRODUCT_LIMITS.sku)
    errors.sku = ref('validation.string.max', { maximum: PRODUCT_LIMITS.sku });
  else if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(sku)) errors.sku = ref('validation.sku.format');
  if (draft.manufacturerId === null) errors.manufacturerId = ref('admin.editor.brandNeeded');
  if (draft.categoryIds.length === 0) errors.categoryIds = ref('admin.editor.categoryNeeded');
  const weightGrams = wholeNumber(draft.weightGrams, PRODUCT_LIMITS.weightGrams, errors, 'weightGrams');
  const stock = wholeNumber(draft.stock, PRODUCT_LIMITS.stock, errors, 'stock');
  const price = parseMoneyInput(draft.price, locale, currency);
  if (price === null) errors.price = ref('admin.products.priceFormat');
  else if (price < 1) errors.price = ref('admin.products.priceMin');
  let basePrice: number | null = null;
  if (draft.basePrice.trim() !== '') {
    basePrice = parseMoneyInput(draft.basePrice, locale, currency);
    if (basePrice === null) errors.basePrice = ref('admin.products.priceFormat');
    else if (price !== null && basePrice <= price) errors.basePrice = ref('admin.editor.basePriceAbove');
  }
  for (const code of LOCALES) {
    const text = draft.texts[code];
    if (text) checkText(text, code, errors);
  }
  draft.pictures.forEach((picture, index) => {
    for (const code of LOCALES) {
      if ((picture.alt[code]?.trim().length ?? 0) > PRODUCT_LIMITS.alt)
        errors[`pictures.${index}.alt.${code}`] = ref('validation.string.max', {
          maximum: PRODUCT_LIMITS.alt,
        });
    }
  });
  if (
    Object.keys(errors).length > 0 ||
    draft.manufacturerId === null ||
    draft.primaryCategoryId === null ||
    weightGrams === null ||
    stock === null ||
    price === null
  ) {
    return { kind: 'invalid', errors };
  }
  const texts: AdminProductInput['texts'] = {};
  for (const code of LOCALES) {
    const text = draft.texts[code];
    if (!text) continue;
    texts[code] = {
      name: text.name.trim(),
      slug: text.slug.trim(),
      description: text.description,
      attributes: text.attributes.map((attribute) => ({
        name: attribute.name.trim(),
        value: attribute.value.trim(),
      })),
    };
  }
  return {
    kind: 'valid',
    body: {
      sku,
      active: draft.active,
      manufacturerId: draft.manufacturerId,
      categoryIds: draft.categoryIds,
      primaryCategoryId: draft.primaryCategoryId,
      vatClass: draft.vatClass,
      weightGrams,
      stock,
      price,
      basePrice,
      texts,
      pictures: draft.pictures.map((picture) => ({
        mediaId: picture.mediaId,
        alt: Object.fromEntries(
          LOCALES.flatMap((code) => {
            const alt = picture.alt[code]?.trim() ?? '';
            return alt === '' ? [] : [[code, alt]];
          }),
        ),
      })),
    },
  };
}

/** The languages with an error among the paths given (`texts.de.slug` → de), to mark their tabs. */
export function languagesWithErrors(errors: FieldErrors): Set<Locale> {
  const found = new Set<Locale>();
  for (const path of Object.keys(errors)) {
    const code = /^(?:texts\.|pictures\.\d+\.alt\.)([a-z]{2})(?:\.|$)/.exec(path)?.[1];
    const locale = LOCALES.find((candidate) => candidate === code);
    if (locale) found.add(locale);
  }
  return found;
}
