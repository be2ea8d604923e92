import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPromotionInput, AdminPromotionReplace, type AdminPromotionDetail } from '@tendero/contract';
import {
  codeOf,
  draftOf,
  emptyDraft,
  instantOf,
  languagesWithErrors,
  localInputOf,
  percentInBasisPoints,
  percentText,
  promotionBody,
  toggleMember,
  type PromotionDraft,
} from './promotion-form';
import { eur } from './test-fixtures';

const winter: AdminPromotionDetail = {
  id: 8,
  revision: 3,
  kind: 'reductionPercent',
  value: 1250,
  target: 'categories',
  productIds: [],
  categoryIds: [4, 9],
  manufacturerIds: [],
  code: 'WINTER-25',
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-24T22:59:00.000Z',
  minimum: eur(5000),
  usageLimit: 100,
  usageLimitPerCustomer: null,
  combinable: false,
  state: 'running',
  uses: 12,
  texts: {
    en: { name: 'Winter', slug: 'winter', description: '', path: 'promotions/winter' },
    el: { name: 'Χειμώνας', slug: 'cheimonas', description: 'Ζεστό.', path: 'promotions/cheimonas' },
  },
  reducedProducts: 0,
  updatedAt: '2026-12-01T08:00:00.000Z',
};

const written = (draft: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...emptyDraft(new Date('2026-12-03T08:30:00Z')),
  texts: { en: { name: 'Ten off', slug: '', description: '' } },
  ...draft,
});

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  // The operator's time zone: Berlin, one hour ahead of UTC in winter, two in summer.
  process.env.TZ = 'Europe/Berlin';
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('the percent field', () => {
  it.each([
    ['20', 2000],
    ['12,5', 1250],
    ['12.25', 1225],
    ['0,01', 1],
    ['99', 9900],
    ['20 %', 2000],
    [' 7 ', 700],
  ])('reads %j as %i basis points, exactly', (typed, basisPoints) => {
    expect(percentInBasisPoints(typed)).toBe(basisPoints);
  });

  it.each(['', 'abc', '12,345', '-5', '1e2', '12,', '1.000,5'])('refuses %j', (typed) => {
    expect(percentInBasisPoints(typed)).toBeNull();
  });

  it('shows basis points with the language’s decimal mark and no trailing zeros', () => {
    expect(percentText(2000, 'de')).toBe('20');
    expect(percentText(1250, 'de')).toBe('12,5');
    expect(percentText(1225, 'en')).toBe('12.25');
    expect(percentText(5, 'fr')).toBe('0,05');
  });

  it('sends 20 as 2000 and 29,99 % as 2999, where a float would give 2998.9999…', () => {
    const body = promotionBody(written({ percent: '29,99' }), 'de', 'EUR');
    expect(body.kind === 'valid' && body.body.value).toBe(2999);
    const twenty = promotionBody(written({ percent: '20' }), 'de', 'EUR');
    expect(twenty.kind === 'valid' && twenty.body.value).toBe(2000);
  });

  it('refuses 0 and 100 %: at most 99 %', () => {
    for (const percent of ['0', '100']) {
      const check = promotionBody(written({ percent }), 'de', 'EUR');
      expect(check.kind === 'invalid' && check.errors.value?.key).toBe('validation.promotion.percent');
    }
  });
});

describe('the amount fields', () => {
  it('reads the operator’s way of writing amounts as cents', () => {
    const check = promotionBody(
      written({ kind: 'reductionAmount', amount: '5,00', minimum: '49,90' }),
      'de',
      'EUR',
    );
    expect(check.kind === 'valid' && [check.body.value, check.body.minimumAmount]).toEqual([500, 4990]);
  });

  it('refuses an amount that is none, and leaves an empty minimum at none', () => {
    const check = promotionBody(written({ kind: 'reductionAmount', amount: 'fünf' }), 'de', 'EUR');
    expect(check.kind === 'invalid' && check.errors.value?.key).toBe('admin.products.priceFormat');
    const none = promotionBody(written({ minimum: '' }), 'de', 'EUR');
    expect(none.kind === 'valid' && none.body.minimumAmount).toBe(0);
  });
});

describe('the window', () => {
  it('reads datetime-local values in the operator’s zone and sends them with its offset', () => {
    expect(instantOf('2026-12-03T09:00')).toBe('2026-12-03T09:00:00+01:00');
    expect(instantOf('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+02:00');
    expect(Date.parse(instantOf('2026-12-03T09:00') ?? '')).toBe(Date.parse('2026-12-03T08:00:00Z'));
    expect(instantOf('2026-02-30T09:00')).toBeNull();
    expect(instantOf('')).toBeNull();
  });

  it('shows a saved moment in the operator’s zone', () => {
    expect(localInputOf('2026-12-03T08:00:00.000Z')).toBe('2026-12-03T09:00');
    expect(localInputOf(instantOf('2026-06-15T23:45') ?? '')).toBe('2026-06-15T23:45');
  });

  it('refuses an end not after the start', () => {
    const check = promotionBody(
      written({ startsAt: '2026-12-10T10:00', endsAt: '2026-12-10T10:00' }),
      'de',
      'EUR',
    );
    expect(check.kind === 'invalid' && check.errors.endsAt?.key).toBe('validation.promotion.window');
  });
});

describe('members and target', () => {
  it('sends only the members the target takes, keeping the others in the draft', () => {
    let draft = written({ target: 'categories' });
    draft = toggleMember(draft, 'productIds', 5, true);
    draft = toggleMember(draft, 'categoryIds', 4, true);
    draft = toggleMember(draft, 'categoryIds', 4, true);
    const check = promotionBody(draft, 'de', 'EUR');
    expect(check.kind === 'valid' && check.body).toMatchObject({
      target: 'categories',
      productIds: [],
      categoryIds: [4],
      manufacturerIds: [],
    });
    expect(draft.productIds).toEqual([5]);
    expect(toggleMember(draft, 'categoryIds', 4, false).categoryIds).toEqual([]);
  });

  it('asks for members where the target needs them, at the path the API uses', () => {
    for (const [target, field] of [
      ['catalogue', 'productIds'],
      ['brands', 'manufacturerIds'],
    ] as const) {
      const check = promotionBody(written({ target }), 'de', 'EUR');
      expect(check.kind === 'invalid' && check.errors[field]?.key).toBe('validation.promotion.members');
    }
  });

  it('makes a gift 100 % off whatever kind was chosen', () => {
    const check = promotionBody(
      written({ target: 'gift', kind: 'reductionAmount', amount: '', productIds: [7] }),
      'de',
      'EUR',
    );
    expect(check.kind === 'valid' && [check.body.kind, check.body.value]).toEqual([
      'reductionPercent',
      10_000,
    ]);
  });

  it('refuses free shipping on shelf prices', () => {
    const check = promotionBody(
      written({ target: 'catalogue', kind: 'freeShippingOnly', productIds: [7] }),
      'de',
      'EUR',
    );
    expect(check.kind === 'invalid' && check.errors.kind?.key).toBe('validation.promotion.kindTarget');
  });
});

describe('the code, the limits and the texts', () => {
  it('keeps a code in capitals; empty is automatic', () => {
    expect(codeOf(' winter-25 ')).toBe('WINTER-25');
    const coded = promotionBody(written({ code: 'winter_25' }), 'de', 'EUR');
    expect(coded.kind === 'valid' && coded.body.code).toBe('WINTER_25');
    const automatic = promotionBody(written({ code: '  ' }), 'de', 'EUR');
    expect(automatic.kind === 'valid' && automatic.body.code).toBeNull();
    const bad = promotionBody(written({ code: 'WIN TER' }), 'de', 'EUR');
    expect(bad.kind === 'invalid' && bad.errors.code?.key).toBe('validation.code.format');
  });

  it('reads empty limits as none, and refuses 0 and fractions', () => {
    const none = promotionBody(written(), 'de', 'EUR');
    expect(none.kind === 'valid' && [none.body.usageLimit, none.body.usageLimitPerCustomer]).toEqual([
      null,
      null,
    ]);
    const bad = promotionBody(written({ usageLimit: '0', usageLimitPerCustomer: '1,5' }), 'de', 'EUR');
    expect(
      bad.kind === 'invalid' && [bad.errors.usageLimit?.key, bad.errors.usageLimitPerCustomer?.key],
    ).toEqual(['validation.number.min', 'validation.number.integer']);
  });

  it('asks for the English name and marks the language of a text error', () => {
    const check = promotionBody(
      written({
        texts: {
          en: { name: '', slug: '', description: '' },
          de: { name: 'Zehn', slug: 'Zehn Prozent', description: '' },
        },
      }),
      'de',
      'EUR',
    );
    expect(check.kind === 'invalid' && check.errors).toMatchObject({
      'texts.en.name': { key: 'validation.string.required' },
      'texts.de.slug': { key: 'validation.slug.format' },
    });
    expect(check.kind === 'invalid' && [...languagesWithErrors(check.errors)].sort()).toEqual(['de', 'en']);
  });
});

describe('what saving sends', () => {
  it('parses with the contract, new and saved again on its revision', () => {
    const check = promotionBody(
      written({ target: 'catalogue', percent: '20', productIds: [3, 4], code: 'x-mas', usageLimit: '50' }),
      'de',
      'EUR',
    );
    if (check.kind !== 'valid') throw new Error(JSON.stringify(check.errors));
    expect(AdminPromotionInput.safeParse(check.body).success).toBe(true);
    const again = promotionBody(draftOf(winter, 'de'), 'de', 'EUR');
    if (again.kind !== 'valid') throw new Error(JSON.stringify(again.errors));
    expect(AdminPromotionReplace.safeParse({ ...again.body, revision: winter.revision }).success).toBe(true);
  });

  it('gives back a saved promotion as it was saved', () => {
    const draft = draftOf(winter, 'de');
    expect(draft).toMatchObject({
      percent: '12,5',
      minimum: '50,00',
      code: 'WINTER-25',
      usageLimit: '' + 100,
    });
    expect(draft.startsAt).toBe('2026-12-01T09:00');
    const check = promotionBody(draft, 'de', 'EUR');
    expect(check.kind === 'valid' && check.body).toMatchObject({
      kind: 'reductionPercent',
      value: 1250,
      target: 'categories',
      categoryIds: [4, 9],
      code: 'WINTER-25',
      minimumAmount: 5000,
      usageLimit: 100,
      usageLimitPerCustomer: null,
      combinable: false,
      startsAt: '2026-12-01T09:00:00+01:00',
      endsAt: '2026-12-24T23:59:00+01:00',
      texts: { el: { name: 'Χειμώνας', slug: 'cheimonas', description: 'Ζεστό.' } },
    });
  });
});
