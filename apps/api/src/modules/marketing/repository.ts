import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';

/** The entities of one type in menu order, with their texts in `locale` (English where missing). */
export function entitiesOfType(db: Db, locale: Locale, type: string) {
  const text = translation('marketing_entity_translation', 'entity_id', locale);
  return db
    .selectFrom('marketing_entity as m')
    .$call(text.join('m.id'))
    .select([
      'm.id',
      'm.key',
      'm.type',
      'm.image_url',
      'm.image_width',
      'm.image_height',
      'm.link_kind',
      'm.link_id',
      text.text('title').as('title'),
      text.text('body').as('body'),
      text.text('cta').as('cta'),
    ])
    .where('m.type', '=', type)
    .orderBy('m.position')
    .execute();
}
