import { describe, expect, it } from 'vitest';
import { AdminCategoryInput, type AdminCategoryDetail, type AdminCategoryOptions } from '@tendero/contract';
import {
  categoryBody,
  categoryDraftOf,
  categorySlugOf,
  categoryTree,
  emptyCategoryDraft,
  languagesWithErrors,
  parentChoices,
  pathBelow,
  pathsMoved,
  placedBody,
  textState,
} from './category-form';

const cookware: AdminCategoryDetail = {
  id: 2,
  parentId: 1,
  position: 0,
  depth: 1,
  texts: {
    en: { name: 'Cookware', slug: 'cookware', description: 'Pots and pans.', path: 'kitchen/cookware' },
    el: { name: 'Σκεύη', slug: 'skevi', description: '', path: 'kouzina/skevi' },
  },
  image: { id: 12, url: '/v1/media/pictures/cookware.webp', width: 960, height: 640 },
  productCount: 40,
  childCount: 2,
  updatedAt: '2026-12-03T08:00:00.000Z',
};

/** Kitchen › Cookware › Pans, Pots; Kitchen › Knives; Garden; as the API lists them: by name. */
const options: AdminCategoryOptions['items'] = [
  { id: 6, parentId: null, trail: ['Garden'], productCount: 3 },
  { id: 1, parentId: null, trail: ['Kitchen'], productCount: 50 },
  { id: 2, parentId: 1, trail: ['Kitchen', 'Cookware'], productCount: 40 },
  { id: 3, parentId: 2, trail: ['Kitchen', 'Cookware', 'Pans'], productCount: 30 },
  { id: 4, parentId: 2, trail: ['Kitchen', 'Cookware', 'Pots'], productCount: 10 },
  { id: 5, parentId: 1, trail: ['Kitchen', 'Knives'], productCount: 10 },
];

describe('the category tree', () => {
  it('lists each category below its parent, siblings in the shop’s order, with depth and counts', () => {
    const positions = new Map([
      [1, 0],
      [6, 1],
      [5, 0],
      [2, 1],
      [4, 0],
      [3, 1],
    ]);
    const lines = categoryTree(options, positions);
    expect(lines.map((line) => `${'-'.repeat(line.depth)}${line.name}`)).toEqual([
      'Kitchen',
      '-Knives',
      '-Cookware',
      '--Pots',
      '--Pans',
      'Garden',
    ]);
    expect(lines.find((line) => line.id === 2)).toMatchObject({ childCount: 2, productCount: 40, index: 1 });
    expect(lines.find((line) => line.id === 6)).toMatchObject({ index: 1, siblings: 2, childCount: 0 });
  });

  it('puts those whose place is not known yet after the others, as the options come', () => {
    const lines = categoryTree(options, new Map([[6, 0]]));
    expect(lines.map((line) => line.id)).toEqual([6, 1, 2, 3, 4, 5]);
  });

  it('offers as parents every category but the one edited and those below it', () => {
    expect(parentChoices(options, 2).map((option) => option.id)).toEqual([6, 1, 5]);
    expect(parentChoices(options, null)).toHaveLength(options.length);
  });

  it('moves a category by sending it back unchanged with its new place', () => {
    const body = placedBody(cookware, 0);
    expect(body).toEqual({
      parentId: 1,
      position: 0,
      texts: {
        en: { name: 'Cookware', slug: 'cookware', description: 'Pots and pans.' },
        el: { name: 'Σκεύη', slug: 'skevi', description: '' },
      },
    });
    expect(() => AdminCategoryInput.parse(body)).not.toThrow();
  });
});

describe('the category editor', () => {
  it('shows a saved category as its fields and sends it back as the API takes it', () => {
    const draft = categoryDraftOf(cookware);
    expect(Object.keys(draft.texts)).toEqual(['en', 'el']);
    expect(textState(draft.texts, 'el')).toBe('written');
    expect(textState(draft.texts, 'de')).toBe('fallback');
    const check = categoryBody({ ...draft, parentId: null });
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.body.parentId).toBeNull();
    expect(check.body.mediaId).toBe(12);
    expect(check.body).not.toHaveProperty('position');
    expect(() => AdminCategoryInput.parse(check.body)).not.toThrow();
  });

  it('makes the slug from the name in the language’s script unless one is typed', () => {
    const text = { name: 'Μαγειρικά σκεύη', slug: '', description: '' };
    expect(categorySlugOf(text, 'el')).toBe('mageirika-skevi');
    expect(categorySlugOf({ ...text, name: 'Küchengeräte' }, 'de')).toBe('kuechengeraete');
    expect(categorySlugOf({ ...text, slug: ' own ' }, 'el')).toBe('own');
  });

  it('says in the browser what is missing or no slug, and marks those languages', () => {
    const check = categoryBody({
      parentId: 1,
      picture: null,
      texts: {
        en: { name: '  ', slug: '', description: '' },
        de: { name: 'Töpfe', slug: 'Töpfe', description: '' },
        el: { name: '???', slug: '', description: '' },
      },
    });
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'invalid') return;
    expect(
      Object.fromEntries(Object.entries(check.errors).map(([path, error]) => [path, error.key])),
    ).toEqual({
      'texts.en.name': 'validation.string.required',
      'texts.de.slug': 'validation.slug.format',
      'texts.el.slug': 'admin.editor.slugNeeded',
    });
    expect([...languagesWithErrors(check.errors)].sort()).toEqual(['de', 'el', 'en']);
    expect(categoryBody(emptyCategoryDraft()).kind).toBe('invalid');
  });

  it('gives the shop path below the parent’s, the parent’s English one where it has none', () => {
    expect(pathBelow(cookware.texts, 'el', 'tigania')).toBe('kouzina/skevi/tigania');
    expect(pathBelow(cookware.texts, 'de', 'pfannen')).toBe('kitchen/cookware/pfannen');
    expect(pathBelow(null, 'de', 'pfannen')).toBe('pfannen');
  });

  it('tells a save that changed addresses (a move, a new slug) from one that did not', () => {
    const moved = { texts: { ...cookware.texts, en: { ...cookware.texts.en, path: 'cookware' } } };
    expect(pathsMoved(cookware, moved as AdminCategoryDetail)).toBe(true);
    expect(pathsMoved(cookware, cookware)).toBe(false);
    // A language written for the first time has no old address to lead from.
    const added = { texts: { ...cookware.texts, de: { path: 'kitchen/kochgeschirr' } } };
    expect(pathsMoved(cookware, added)).toBe(false);
  });
});
