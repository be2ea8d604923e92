import { z } from 'zod';
import { text } from './common.ts';
import { LOCALES, resolveLocale } from './locale-data.ts';

export * from './locale-data.ts';

export const LocaleCode = z.enum(LOCALES, { error: 'validation.locale.unsupported' });
export type LocaleCode = z.infer<typeof LocaleCode>;

/** The `x-locale` request header: a supported locale, an alias, or absent. */
export const LocaleHeader = z
  .string()
  .max(15)
  .optional()
  .transform((value, ctx) => {
    const locale = resolveLocale(value);
    if (locale === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.locale.unsupported', params: { value } });
      return z.NEVER;
    }
    return locale;
  });

/** Locale param: a locale and an optional `c`. */
export const LocaleParamInput = z.object({ locale: text(1, 15), c: text(0, 15).optional() }).strict();
export type LocaleParamInput = z.infer<typeof LocaleParamInput>;
