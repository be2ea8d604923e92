import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants.ts';

/* eslint-disable no-control-regex -- control characters are exactly what these refuse */
/** Control characters and lone surrogates: nothing a person types, and PostgreSQL refuses NUL. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
/** The same, but for tab and line breaks, which free text (a message, a reason) may hold. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
/* eslint-enable no-control-regex */
const CHARACTERS_ISSUE = { message: 'validation.string.characters' };

/** Whether a text holds nothing but what a person types: no control characters, no lone surrogates. */
export const withoutControls = (value: string) => !CONTROL_CHARACTERS.test(value);
const withoutControlsButLines = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);

/** A string of `min`..`max` characters without control characters: codes, tokens, cursors, paths. */
export const plain = (min: number, max: number) =>
  z.string().min(min).max(max).refine(withoutControls, CHARACTERS_ISSUE);

/** A trimmed one-line text of `min`..`max` characters (names, codes, slugs): no control characters. */
export const text = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(withoutControls, CHARACTERS_ISSUE);

/** A trimmed free text of `min`..`max` characters: tab and line breaks allowed, other controls not. */
export const freeText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(withoutControlsButLines, CHARACTERS_ISSUE);

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** An optional trimmed one-line text up to `max` characters; empty, missing or null becomes null. */
export const optionalText = (max: number) =>
  z.string().trim().max(max).refine(withoutControls, CHARACTERS_ISSUE).nullish().transform(emptyToNull);

/** An optional free text up to `max` characters (lines allowed); empty, missing or null becomes null. */
export const optionalFreeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(withoutControlsButLines, CHARACTERS_ISSUE)
    .nullish()
    .transform(emptyToNull);

/** An opaque paging cursor as a query value. */
export const Cursor = plain(1, 512);

export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Query boolean: `1`, `0`, `true`, `false`. */
export const QueryBoolean = z
  .enum(['1', '0', 'true', 'false'], { error: 'validation.boolean.type' })
  .transform((value) => value === '1' || value === 'true');

/** Query list: comma-separated values, each checked by `item`. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T, maxItems = 100) =>
  z
    .string()
    .max(4000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(maxItems));

/** A positive database id. */
export const Id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A positive id read from a query string, e.g. inside a comma list. */
export const QueryId = z.coerce.number<string>().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An id where `-1` means none; gives null for -1. */
export const IdOrNone = z.coerce
  .number()
  .int()
  .min(-1)
  .max(Number.MAX_SAFE_INTEGER)
  .refine((value) => value !== 0, { message: 'validation.number.min', params: { minimum: 1 } })
  .transform((value) => (value === -1 ? null : value));

/** Cursor paging query: `?cursor=…&limit=…`. */
export const CursorQuery = z.object({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export type CursorQuery = z.infer<typeof CursorQuery>;

/** A page of a cursor-paged list; `nextCursor` is null at the end. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const Image = z
  .object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof Image>;

export const CountryIso = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'validation.country.iso' });
