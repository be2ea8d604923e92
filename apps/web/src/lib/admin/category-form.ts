import {
  CATEGORY_LIMITS,
  DEFAULT_LOCALE,
  LOCALES,
  PRODUCT_LIMITS,
  SLUG_PATTERN,
  slugify,
  type AdminCategoryDetail,
  type AdminCategoryInput,
  type AdminCategoryOptions,
  type AdminMedia,
  type Locale,
} from '@tendero/contract';
import type { MessageRef } from './errors';
import type { FieldErrors } from './product-form';

export type { FieldErrors };
export { languagesWithErrors } from './product-form';

/** A category's texts in one language as typed; an empty slug is made from the name when saved. */
export interface CategoryTextDraft {
  name: string;
  slug: string;
  description: string;
}

/** The category editor's fields as typed. */
export interface CategoryDraft {
  /** Null at the top level. */
  parentId: number | null;
  /** The picture chosen from the media, null for none. */
  picture: AdminMedia | null;
  /** Only the languages written; English always. */
  texts: Partial<Record<Locale, CategoryTextDraft>> & { en: CategoryTextDraft };
}

type CategoryOption = AdminCategoryOptions['items'][number];
type SavedPaths = { texts: Partial<Record<Locale, { path: string }>> };

export const emptyCategoryText = (): CategoryTextDraft => ({ name: '', slug: '', description: '' });

export const emptyCategoryDraft = (parentId: number | null = null): CategoryDraft => ({
  parentId,
  picture: null,
  texts: { en: emptyCategoryText() },
});

/** The editor's fields for a saved category. */
export function categoryDraftOf(category: AdminCategoryDetail): CategoryDraft {
  const texts: Partial<Record<Locale, CategoryTextDraft>> = {};
  for (const code of LOCALES) {
    const text = category.texts[code];
    if (text) texts[code] = { name: text.name, slug: text.slug, description: text.description };
  }
  return {
    parentId: category.parentId,
    picture: category.image,
    texts: { ...texts, en: texts.en ?? emptyCategoryText() },
  };
}

/** The slug a language's texts give: the one typed, else the one made from the name in its script. */
export function categorySlugOf(text: CategoryTextDraft, locale: Locale): string {
  return text.slug.trim() || slugify(text.name.trim(), locale);
}

/** Whether a language has texts of its own, or shows the English ones. */
export function textState(texts: Partial<Record<Locale, unknown>>, locale: Locale): 'written' | 'fallback' {
  return locale === DEFAULT_LOCALE || texts[locale] !== undefined ? 'written' : 'fallback';
}

const ref = (key: string, params: Record<string, unknown> = {}): MessageRef => ({ key, params });

/** A slug as typed: too long, not lowercase words joined by hyphens, or none at all where one is needed. */
export function slugError(typed: string, made: string, named: boolean): MessageRef | null {
  const slug = typed.trim();
  if (slug.length > PRODUCT_LIMITS.slug)
    return ref('validation.string.max', { maximum: PRODUCT_LIMITS.slug });
  if (slug !== '' && !SLUG_PATTERN.test(slug)) return ref('validation.slug.format');
  if (named && made === '') return ref('admin.editor.slugNeeded');
  return null;
}

export type CategoryCheck =
  { kind: 'invalid'; errors: FieldErrors } | { kind: 'valid'; body: AdminCategoryInput };

/**
 * What saving sends, checked as the API would check it: a missing name, a slug that is no slug; what
 * only the API knows (a slug taken, a parent below the category) comes back from it.
 */
export function categoryBody(draft: CategoryDraft): CategoryCheck {
  const errors: FieldErrors = {};
  const texts: AdminCategoryInput['texts'] = {};
  for (const code of LOCALES) {
    const text = draft.texts[code];
    if (!text) continue;
    const at = `texts.${code}`;
    const name = text.name.trim();
    if (name === '') errors[`${at}.name`] = ref('validation.string.required');
    else if (name.length > CATEGORY_LIMITS.name)
      errors[`${at}.name`] = ref('validation.string.max', { maximum: CATEGORY_LIMITS.name });
    const slug = slugError(text.slug, categorySlugOf(text, code), name !== '');
    if (slug) errors[`${at}.slug`] = slug;
    if (text.description.length > CATEGORY_LIMITS.description)
      errors[`${at}.description`] = ref('validation.string.max', { maximum: CATEGORY_LIMITS.description });
    texts[code] = { name, slug: text.slug.trim(), description: text.description };
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', body: { parentId: draft.parentId, mediaId: draft.picture?.id ?? null, texts } };
}

/** The same category sent back unchanged but for its place among its siblings (its picture stays). */
export function placedBody(category: AdminCategoryDetail, position: number): AdminCategoryInput {
  const texts: AdminCategoryInput['texts'] = {};
  for (const code of LOCALES) {
    const text = category.texts[code];
    if (text) texts[code] = { name: text.name, slug: text.slug, description: text.description };
  }
  return { parentId: category.parentId, position, texts };
}

/** One line of the category tree: the category with its depth, counts and neighbours among its siblings. */
export interface TreeLine {
  id: number;
  parentId: number | null;
  name: string;
  depth: number;
  productCount: number;
  childCount: number;
  /** Its place among its siblings, from 0, and how many they are. */
  index: number;
  siblings: number;
}

/**
 * The tree in the shop's order: each category followed by those below it, siblings by their place
 * (`positions`, by id; those not known yet after the others, by name as the options come).
 */
export function categoryTree(
  options: readonly CategoryOption[],
  positions: ReadonlyMap<number, number>,
): TreeLine[] {
  const order = new Map(options.map((option, index) => [option.id, index]));
  const known = new Set(options.map((option) => option.id));
  const childrenOf = new Map<number | null, CategoryOption[]>();
  for (const option of options) {
    // A parent not among the options (deleted meanwhile) puts its children at the top.
    const parent = option.parentId !== null && known.has(option.parentId) ? option.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), option]);
  }
  const place = (option: CategoryOption) => positions.get(option.id) ?? Number.MAX_SAFE_INTEGER;
  const lines: TreeLine[] = [];
  const visit = (parentId: number | null, depth: number) => {
    const children = [...(childrenOf.get(parentId) ?? [])].sort(
      (a, b) => place(a) - place(b) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
    );
    children.forEach((option, index) => {
      lines.push({
        id: option.id,
        parentId: option.parentId,
        name: option.trail.at(-1) ?? String(option.id),
        depth,
        productCount: option.productCount,
        childCount: childrenOf.get(option.id)?.length ?? 0,
        index,
        siblings: children.length,
      });
      visit(option.id, depth + 1);
    });
  };
  visit(null, 0);
  return lines;
}

/** The category and every one below it. */
export function subtreeIds(options: readonly CategoryOption[], id: number): Set<number> {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const option of options) {
      if (option.parentId !== null && below.has(option.parentId) && !below.has(option.id)) {
        below.add(option.id);
        grew = true;
      }
    }
  }
  return below;
}

/** The parents a category may take: any but itself and those below it (a new one: any). */
export function parentChoices(options: readonly CategoryOption[], id: number | null): CategoryOption[] {
  const excluded = id === null ? new Set<number>() : subtreeIds(options, id);
  return options.filter((option) => !excluded.has(option.id));
}

/**
 * The shop path a language's slug gives below the parent's paths (the parent's English one where it
 * has none in that language), as the API makes it.
 */
export function pathBelow(
  parentPaths: Partial<Record<Locale, { path: string }>> | null,
  locale: Locale,
  slug: string,
): string {
  if (!parentPaths) return slug;
  const parent = parentPaths[locale] ?? parentPaths[DEFAULT_LOCALE];
  return parent ? `${parent.path}/${slug}` : slug;
}

/** Whether a save gave the category other shop paths than before (a move or a new slug): the old ones redirect. */
export function pathsMoved(before: SavedPaths, after: SavedPaths): boolean {
  return LOCALES.some((code) => {
    const old = before.texts[code]?.path;
    return old !== undefined && old !== after.texts[code]?.path;
  });
}
