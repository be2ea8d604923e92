import {
  DEFAULT_LOCALE,
  GIFT_VALUE_BP,
  LOCALES,
  PROMOTION_LIMITS,
  SLUG_PATTERN,
  parseMoneyInput,
  shopFormatLocale,
  slugify,
  type AdminPromotionDetail,
  type AdminPromotionInput,
  type Locale,
  type PromotionKind,
  type PromotionTarget,
} from '@tendero/contract';
import type { MessageRef } from './errors';
import { priceText } from './product-edit';

/** A promotion's texts in one language as typed; an empty slug is made from the name when saved. */
export interface PromotionTextDraft {
  name: string;
  slug: string;
  description: string;
}

/**
 * The promotion editor's fields as typed: amounts, percentages and limits are text until saved, times
 * are `datetime-local` values in the operator's time zone. Members of every kind are kept while the
 * target changes, so going back to a target finds its choices; only those the target takes are sent.
 */
export interface PromotionDraft {
  kind: PromotionKind;
  percent: string;
  amount: string;
  target: PromotionTarget;
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
  code: string;
  startsAt: string;
  endsAt: string;
  minimum: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
  combinable: boolean;
  texts: Partial<Record<Locale, PromotionTextDraft>> & { en: PromotionTextDraft };
}

export type FieldErrors = Record<string, MessageRef>;

export type MemberField = 'productIds' | 'categoryIds' | 'manufacturerIds';

/** The members each target holds (docs/operations.md#promotions-and-codes); the whole cart holds none. */
export const MEMBERS_OF: Readonly<Record<PromotionTarget, MemberField | null>> = {
  catalogue: 'productIds',
  products: 'productIds',
  gift: 'productIds',
  categories: 'categoryIds',
  brands: 'manufacturerIds',
  cart: null,
};

const ref = (key: string, params: Record<string, unknown> = {}): MessageRef => ({ key, params });

/**
 * A percentage as typed ("20", "12,5", "12.25 %") in basis points, exactly: the digits are read as
 * text, never through a float. At most two decimals; null when it is no such number.
 */
export function percentInBasisPoints(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(typed.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as the percent field shows them: the language's decimal mark, no sign (2000 → "20", 1250 → "12,5"). */
export function percentText(basisPoints: number, locale: string): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  if (fraction === '') return String(whole);
  const mark =
    new Intl.NumberFormat(shopFormatLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return `${whole}${mark}${fraction}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` input shows it, in the browser's time zone ("2026-12-03T09:00"). */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A `datetime-local` value read in the browser's time zone, as the API takes it: ISO 8601 with that
 * zone's offset at that moment ("2026-12-03T09:00:00+01:00"); null when it is no date and time.
 */
export function instantOf(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  if (Number.isNaN(date.getTime()) || date.getDate() !== day || date.getMonth() !== (month ?? 1) - 1)
    return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.trunc(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  // A time the clocks skip when they go forward is the one after it, as the browser reads it.
  return `${localInputOf(date.toISOString())}:${two(date.getSeconds())}${zone}`;
}

export const emptyText = (): PromotionTextDraft => ({ name: '', slug: '', description: '' });

/** A new promotion: 10 % off the cart, automatic, from now for a week. */
export function emptyDraft(now: Date = new Date()): PromotionDraft {
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return {
    kind: 'reductionPercent',
    percent: '10',
    amount: '',
    target: 'cart',
    productIds: [],
    categoryIds: [],
    manufacturerIds: [],
    code: '',
    startsAt: localInputOf(start.toISOString()),
    endsAt: localInputOf(end.toISOString()),
    minimum: '',
    usageLimit: '',
    usageLimitPerCustomer: '',
    combinable: true,
    texts: { en: emptyText() },
  };
}

/** The editor's fields for a saved promotion, amounts and percentages written the operator's way. */
export function draftOf(promotion: AdminPromotionDetail, locale: string): PromotionDraft {
  const texts: Partial<Record<Locale, PromotionTextDraft>> = {};
  for (const code of LOCALES) {
    const text = promotion.texts[code];
    if (text) texts[code] = { name: text.name, slug: text.slug, description: text.description };
  }
  const gift = promotion.target === 'gift';
  const money = (amount: number) => priceText({ amount, currency: promotion.minimum.currency }, locale);
  return {
    kind: promotion.kind,
    percent: promotion.kind === 'reductionPercent' && !gift ? percentText(promotion.value, locale) : '',
    amount: promotion.kind === 'reductionAmount' ? money(promotion.value) : '',
    target: promotion.target,
    productIds: [...promotion.productIds],
    categoryIds: [...promotion.categoryIds],
    manufacturerIds: [...promotion.manufacturerIds],
    code: promotion.code ?? '',
    startsAt: localInputOf(promotion.startsAt),
    endsAt: localInputOf(promotion.endsAt),
    minimum: promotion.minimum.amount > 0 ? money(promotion.minimum.amount) : '',
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    usageLimitPerCustomer:
      promotion.usageLimitPerCustomer === null ? '' : String(promotion.usageLimitPerCustomer),
    combinable: promotion.combinable,
    texts: { ...texts, en: texts.en ?? emptyText() },
  };
}

/** The slug a language's texts give: the one typed, else the one made from the name in its script. */
export function slugOf(text: PromotionTextDraft, locale: Locale): string {
  return text.slug.trim() || slugify(text.name.trim(), locale);
}

/** Whether a language has texts of its own, or shows the English ones. */
export function languageState(draft: PromotionDraft, locale: Locale): 'written' | 'fallback' {
  return locale === DEFAULT_LOCALE || draft.texts[locale] !== undefined ? 'written' : 'fallback';
}

/** Choosing a member of one kind or letting it go; each is chosen once. */
export function toggleMember(
  draft: PromotionDraft,
  field: MemberField,
  id: number,
  chosen: boolean,
): PromotionDraft {
  const ids = chosen ? [...new Set([...draft[field], id])] : draft[field].filter((member) => member !== id);
  return { ...draft, [field]: ids };
}

/** A code as it is kept: capitals, no spaces around it. */
export const codeOf = (typed: string) => typed.trim().toUpperCase();

function limitOf(typed: string, errors: FieldErrors, path: string): number | null {
  const value = typed.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) {
    errors[path] = ref('validation.number.integer');
    return null;
  }
  const number = Number(value);
  if (number < 1) errors[path] = ref('validation.number.min', { minimum: 1 });
  else if (number > PROMOTION_LIMITS.usageLimit)
    errors[path] = ref('validation.number.max', { maximum: PROMOTION_LIMITS.usageLimit });
  return number;
}

function checkText(text: PromotionTextDraft, locale: Locale, errors: FieldErrors) {
  const at = `texts.${locale}`;
  const name = text.name.trim();
  if (name === '') errors[`${at}.name`] = ref('validation.string.required');
  else if (name.length > PROMOTION_LIMITS.name)
    errors[`${at}.name`] = ref('validation.string.max', { maximum: PROMOTION_LIMITS.name });
  const slug = text.slug.trim();
  if (slug.length > PROMOTION_LIMITS.slug)
    errors[`${at}.slug`] = ref('validation.string.max', { maximum: PROMOTION_LIMITS.slug });
  else if (slug !== '' && !SLUG_PATTERN.test(slug)) errors[`${at}.slug`] = ref('validation.slug.format');
  else if (name !== '' && slugOf(text, locale) === '') errors[`${at}.slug`] = ref('admin.editor.slugNeeded');
  if (text.description.length > PROMOTION_LIMITS.description)
    errors[`${at}.description`] = ref('validation.string.max', { maximum: PROMOTION_LIMITS.description });
}

/** What the value field gives for the kind and target: basis points, cents, or 0. */
function valueOf(draft: PromotionDraft, locale: string, currency: string, errors: FieldErrors): number {
  if (draft.target === 'gift') return GIFT_VALUE_BP;
  if (draft.kind === 'freeShippingOnly') return 0;
  if (draft.kind === 'reductionPercent') {
    const basisPoints = percentInBasisPoints(draft.percent);
    if (basisPoints === null) errors.value = ref('admin.promotionsAdmin.percentFormat');
    else if (basisPoints < 1 || basisPoints > PROMOTION_LIMITS.percentBp)
      errors.value = ref('validation.promotion.percent', { maximum: PROMOTION_LIMITS.percentBp });
    return basisPoints ?? 0;
  }
  const cents = parseMoneyInput(draft.amount, locale, currency);
  if (cents === null) errors.value = ref('admin.products.priceFormat');
  else if (cents < 1) errors.value = ref('validation.number.min', { minimum: 1 });
  else if (cents > PROMOTION_LIMITS.amount) errors.value = ref('admin.promotionsAdmin.amountMax');
  return cents ?? 0;
}

export type PromotionCheck =
  { kind: 'invalid'; errors: FieldErrors } | { kind: 'valid'; body: AdminPromotionInput };

/**
 * What saving sends, checked as the API checks it (the value fits the kind, the members the target,
 * the end comes after the start), so the operator learns at once; what only the API knows (a code or
 * slug taken, a member gone) comes back from it at the same paths.
 */
export function promotionBody(draft: PromotionDraft, locale: string, currency: string): PromotionCheck {
  const errors: FieldErrors = {};
  const gift = draft.target === 'gift';
  const kind: PromotionKind = gift ? 'reductionPercent' : draft.kind;
  const value = valueOf(draft, locale, currency, errors);
  if (kind === 'freeShippingOnly' && draft.target === 'catalogue')
    errors.kind = ref('validation.promotion.kindTarget');
  const wanted = MEMBERS_OF[draft.target];
  if (wanted && draft[wanted].length === 0) errors[wanted] = ref('validation.promotion.members');
  else if (wanted && draft[wanted].length > PROMOTION_LIMITS.members)
    errors[wanted] = ref('admin.promotionsAdmin.membersMax', { maximum: PROMOTION_LIMITS.members });
  const code = codeOf(draft.code);
  if (code !== '' && (code.length < 3 || code.length > PROMOTION_LIMITS.code)) {
    errors.code = ref(code.length < 3 ? 'validation.string.min' : 'validation.string.max', {
      minimum: 3,
      maximum: PROMOTION_LIMITS.code,
    });
  } else if (code !== '' && !/^[A-Z0-9]+(?:[-_][A-Z0-9]+)*$/.test(code))
    errors.code = ref('validation.code.format');
  const startsAt = instantOf(draft.startsAt);
  const endsAt = instantOf(draft.endsAt);
  if (startsAt === null) errors.startsAt = ref('validation.string.datetime');
  if (endsAt === null) errors.endsAt = ref('validation.string.datetime');
  else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
    errors.endsAt = ref('validation.promotion.window');
  let minimumAmount = 0;
  if (draft.minimum.trim() !== '') {
    const cents = parseMoneyInput(draft.minimum, locale, currency);
    if (cents === null) errors.minimumAmount = ref('admin.products.priceFormat');
    else if (cents > PROMOTION_LIMITS.amount) errors.minimumAmount = ref('admin.promotionsAdmin.amountMax');
    else minimumAmount = cents;
  }
  const usageLimit = limitOf(draft.usageLimit, errors, 'usageLimit');
  const usageLimitPerCustomer = limitOf(draft.usageLimitPerCustomer, errors, 'usageLimitPerCustomer');
  for (const language of LOCALES) {
    const text = draft.texts[language];
    if (text) checkText(text, language, errors);
  }
  if (Object.keys(errors).length > 0 || startsAt === null || endsAt === null)
    return { kind: 'invalid', errors };
  const texts: AdminPromotionInput['texts'] = {};
  for (const language of LOCALES) {
    const text = draft.texts[language];
    if (text)
      texts[language] = { name: text.name.trim(), slug: text.slug.trim(), description: text.description };
  }
  const members = (field: MemberField) => (field === wanted ? draft[field] : []);
  return {
    kind: 'valid',
    body: {
      kind,
      value,
      target: draft.target,
      productIds: members('productIds'),
      categoryIds: members('categoryIds'),
      manufacturerIds: members('manufacturerIds'),
      code: code === '' ? null : code,
      startsAt,
      endsAt,
      minimumAmount,
      usageLimit,
      usageLimitPerCustomer,
      combinable: draft.combinable,
      texts,
    },
  };
}

/** The languages with an error among the paths given (`texts.de.slug` → de), to mark their buttons. */
export function languagesWithErrors(errors: FieldErrors): Set<Locale> {
  const found = new Set<Locale>();
  for (const path of Object.keys(errors)) {
    const code = /^texts\.([a-z]{2})(?:\.|$)/.exec(path)?.[1];
    const locale = LOCALES.find((candidate) => candidate === code);
    if (locale) found.add(locale);
  }
  return found;
}
