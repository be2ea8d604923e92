import { MARKETING_TYPES, type Locale, type MarketingEntity } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { categoryPaths } from '../catalog/index.ts';
import { fillPlaceholders, pagePlaceholders, type PageConfig } from '../cms/index.ts';
import { promotionSlugs } from '../promotions/index.ts';
import * as repository from './repository.ts';

/**
 * The home page's entities of one type (hero, banner, usp) in menu order, with where each leads. Their
 * texts take the shop pages' placeholders, so "{returnDays} days to return" says what RETURN_DAYS does.
 */
export async function entitiesOfType(
  db: Db,
  config: PageConfig,
  locale: Locale,
  type: string,
): Promise<MarketingEntity[]> {
  if (!(MARKETING_TYPES as readonly string[]).includes(type))
    throw new NotFound('error.marketing.unknownType');
  const rows = await repository.entitiesOfType(db, locale, type);
  const linked = (kind: string) =>
    rows.flatMap((row) => (row.link_kind === kind && row.link_id !== null ? [row.link_id] : []));
  const [categories, promotions] = await Promise.all([
    categoryPaths(db, locale, linked('category')),
    promotionSlugs(db, locale, linked('promotion')),
  ]);
  const values = pagePlaceholders(config, locale);
  const fill = (text: string) => fillPlaceholders(text, values);
  return rows.map((row) => {
    const linkPath =
      row.link_id === null
        ? undefined
        : row.link_kind === 'category'
          ? categories.get(row.link_id)
          : row.link_kind === 'promotion'
            ? promotions.get(row.link_id)
            : undefined;
    return {
      id: row.id,
      key: row.key,
      type: row.type,
      title: fill(row.title),
      body: fill(row.body),
      cta: fill(row.cta),
      image:
        row.image_url === null
          ? null
          : {
              url: row.image_url,
              alt: fill(row.title),
              width: row.image_width ?? 0,
              height: row.image_height ?? 0,
            },
      link: row.link_kind && linkPath ? { kind: row.link_kind, path: linkPath } : null,
    };
  });
}
