import { sql } from 'kysely';
import { DEFAULT_LOCALE, MARKETING_TYPES, type Locale, type MarketingEntity } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';

/** The home page's entities of one type (hero, banner, usp) in menu order, with where each leads. */
export async function entitiesOfType(db: Db, locale: Locale, type: string): Promise<MarketingEntity[]> {
  if (!(MARKETING_TYPES as readonly string[]).includes(type))
    throw new NotFound('error.marketing.unknownType');
  const rows = await db
    .selectFrom('marketing_entity as m')
    .leftJoin('marketing_entity_translation as t', (join) =>
      join.onRef('t.entity_id', '=', 'm.id').on('t.locale', '=', locale),
    )
    .leftJoin('marketing_entity_translation as e', (join) =>
      join.onRef('e.entity_id', '=', 'm.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .leftJoin('category_translation as ct', (join) =>
      join
        .onRef('ct.category_id', '=', 'm.link_id')
        .on('m.link_kind', '=', 'category')
        .on('ct.locale', '=', locale),
    )
    .leftJoin('promotion_translation as pt', (join) =>
      join
        .onRef('pt.promotion_id', '=', 'm.link_id')
        .on('m.link_kind', '=', 'promotion')
        .on('pt.locale', '=', locale),
    )
    .select((eb) => [
      'm.id',
      'm.key',
      'm.type',
      'm.image_url',
      'm.image_width',
      'm.image_height',
      'm.link_kind',
      eb.fn.coalesce('t.title', 'e.title', sql.lit('')).as('title'),
      eb.fn.coalesce('t.body', 'e.body', sql.lit('')).as('body'),
      eb.fn.coalesce('t.cta', 'e.cta', sql.lit('')).as('cta'),
      'ct.path as category_path',
      'pt.slug as promotion_slug',
    ])
    .where('m.type', '=', type)
    .orderBy('m.position')
    .execute();
  return rows.map((row) => {
    const linkPath =
      row.link_kind === 'category'
        ? row.category_path
        : row.link_kind === 'promotion'
          ? row.promotion_slug
          : null;
    return {
      id: row.id,
      key: row.key,
      type: row.type,
      title: row.title,
      body: row.body,
      cta: row.cta,
      image:
        row.image_url === null
          ? null
          : {
              url: row.image_url,
              alt: row.title,
              width: row.image_width ?? 0,
              height: row.image_height ?? 0,
            },
      link: row.link_kind && linkPath ? { kind: row.link_kind, path: linkPath } : null,
    };
  });
}
