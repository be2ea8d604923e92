import type { Locale } from '@tendero/contract';
import { CONTENT } from '../../db/seed/content/index.ts';

/** The back-in-stock e-mail in the subscriber's language. */
export function stockAlertMail(
  locale: Locale,
  product: string,
  url: string,
): { subject: string; text: string } {
  const template = CONTENT[locale].stockAlertMail;
  const fill = (text: string) => text.replaceAll('{product}', product).replaceAll('{url}', url);
  return { subject: fill(template.subject), text: fill(template.text) };
}
