import type { MarketingEntity } from '@tendero/contract';

/** Where a hero or banner leads: a catalogue path, or a promotion by its slug. */
export function marketingHref(link: NonNullable<MarketingEntity['link']>): string {
  return link.kind === 'category' ? `/${link.path}` : `/promotions/${link.path}`;
}
