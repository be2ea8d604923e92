import {
  CATEGORY_LIMITS,
  LOCALES,
  slugify,
  type AdminBrandDetail,
  type AdminBrandInput,
  type AdminMedia,
  type Locale,
} from '@tendero/contract';
import { slugError, type FieldErrors } from './category-form';

/** A brand's texts in one language as typed; an empty slug is made from the brand's name when saved. */
export interface BrandTextDraft {
  slug: string;
  description: string;
}

/** The brand editor's fields as typed: one name for every language, texts per language. */
export interface BrandDraft {
  name: string;
  /** The logo chosen from the media, null for none. */
  logo: AdminMedia | null;
  /** Only the languages written; English always. */
  texts: Partial<Record<Locale, BrandTextDraft>> & { en: BrandTextDraft };
}

export const emptyBrandText = (): BrandTextDraft => ({ slug: '', description: '' });

export const emptyBrandDraft = (): BrandDraft => ({ name: '', logo: null, texts: { en: emptyBrandText() } });

export function brandDraftOf(brand: AdminBrandDetail): BrandDraft {
  const texts: Partial<Record<Locale, BrandTextDraft>> = {};
  for (const code of LOCALES) {
    const text = brand.texts[code];
    if (text) texts[code] = { slug: text.slug, description: text.description };
  }
  return { name: brand.name, logo: brand.logo, texts: { ...texts, en: texts.en ?? emptyBrandText() } };
}

/** The slug a language gives: the one typed, else the brand's name in that language's letters. */
export function brandSlugOf(name: string, text: BrandTextDraft, locale: Locale): string {
  return text.slug.trim() || slugify(name.trim(), locale);
}

/**
 * The path a brand's page has: below the brands index of that language as a saved path shows it, else
 * an ellipsis where the index goes.
 */
export function brandPath(savedPath: string | undefined, slug: string): string {
  return savedPath ? `${savedPath.slice(0, savedPath.lastIndexOf('/') + 1)}${slug}` : `…/${slug}`;
}

const ref = (key: string, params: Record<string, unknown> = {}) => ({ key, params });

export type BrandCheck = { kind: 'invalid'; errors: FieldErrors } | { kind: 'valid'; body: AdminBrandInput };

/** What saving sends, checked as the API would check it; a slug taken comes back from the API. */
export function brandBody(draft: BrandDraft): BrandCheck {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = ref('validation.string.required');
  else if (name.length > CATEGORY_LIMITS.name)
    errors.name = ref('validation.string.max', { maximum: CATEGORY_LIMITS.name });
  const texts: AdminBrandInput['texts'] = {};
  for (const code of LOCALES) {
    const text = draft.texts[code];
    if (!text) continue;
    const at = `texts.${code}`;
    const slug = slugError(text.slug, brandSlugOf(name, text, code), name !== '');
    if (slug) errors[`${at}.slug`] = slug;
    if (text.description.length > CATEGORY_LIMITS.description)
      errors[`${at}.description`] = ref('validation.string.max', { maximum: CATEGORY_LIMITS.description });
    texts[code] = { slug: text.slug.trim(), description: text.description };
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', body: { name, mediaId: draft.logo?.id ?? null, texts } };
}
