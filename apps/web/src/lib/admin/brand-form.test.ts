import { describe, expect, it } from 'vitest';
import { AdminBrandInput, type AdminBrandDetail } from '@tendero/contract';
import { brandBody, brandDraftOf, brandPath, brandSlugOf, emptyBrandDraft } from './brand-form';

const brand: AdminBrandDetail = {
  id: 7,
  name: 'Żuraw & Syn',
  texts: {
    en: { slug: 'zuraw-syn', description: 'Tools since 1921.', path: 'brands/zuraw-syn' },
    el: { slug: 'zuraw', description: '', path: 'markes/zuraw' },
  },
  logo: { id: 31, url: '/v1/media/pictures/zuraw.webp', width: 240, height: 60 },
  productCount: 12,
  updatedAt: '2026-12-03T08:00:00.000Z',
};

describe('the brand editor', () => {
  it('makes each language’s slug from the one name in that language’s letters unless one is typed', () => {
    const text = { slug: '', description: '' };
    expect(brandSlugOf('Größe Öfen', text, 'de')).toBe('groesse-oefen');
    expect(brandSlugOf('Größe Öfen', text, 'sv')).toBe('grosse-ofen');
    expect(brandSlugOf('Αθηνά', text, 'el')).toBe('athina');
    expect(brandSlugOf('Αθηνά', { ...text, slug: 'athena' }, 'el')).toBe('athena');
  });

  it('shows the shop path below the brands index a saved path shows, else an ellipsis', () => {
    expect(brandPath('markes/zuraw', 'zuraw-kai-gios')).toBe('markes/zuraw-kai-gios');
    expect(brandPath(undefined, 'zuraw')).toBe('…/zuraw');
  });

  it('sends a saved brand back as the API takes it', () => {
    const check = brandBody(brandDraftOf(brand));
    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.body).toEqual({
      name: 'Żuraw & Syn',
      mediaId: 31,
      texts: {
        en: { slug: 'zuraw-syn', description: 'Tools since 1921.' },
        el: { slug: 'zuraw', description: '' },
      },
    });
    expect(() => AdminBrandInput.parse(check.body)).not.toThrow();
    // Its logo removed, the save says so: null, not a missing field that would keep it.
    const removed = brandBody({ ...brandDraftOf(brand), logo: null });
    expect(removed.kind === 'valid' && removed.body.mediaId).toBeNull();
  });

  it('needs a name, and slugs that are slugs', () => {
    const empty = brandBody(emptyBrandDraft());
    expect(empty.kind === 'invalid' && empty.errors.name?.key).toBe('validation.string.required');
    const check = brandBody({
      name: '???',
      logo: null,
      texts: { en: { slug: '', description: '' }, de: { slug: 'Groß', description: '' } },
    });
    expect(check.kind === 'invalid' && Object.keys(check.errors).sort()).toEqual([
      'texts.de.slug',
      'texts.en.slug',
    ]);
  });
});
