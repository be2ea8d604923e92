import { sql } from 'kysely';
import type { MigrationDb } from './util.ts';

/**
 * A category's picture and a brand's logo chosen from the media (docs/operations.md#the-catalogue):
 * - `category.media_id`: which media the category shows; its url and size stay copied beside it in
 *   `image_url`, `image_width` and `image_height`, as the storefront reads them (a media's file never
 *   changes); every category picture from before becomes a media first, as product pictures did;
 * - `manufacturer.media_id`: the brand's logo, none before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .insertInto('media')
    .columns(['url', 'width', 'height', 'created_at'])
    .expression(
      db
        .selectFrom('category')
        .select([
          'image_url as url',
          sql<number>`coalesce(min(image_width), 0)`.as('width'),
          sql<number>`coalesce(min(image_height), 0)`.as('height'),
          sql.lit(new Date().toISOString()).as('created_at'),
        ])
        .where('image_url', 'is not', null)
        .where('image_url', 'not in', db.selectFrom('media').select('url'))
        .groupBy('image_url'),
    )
    .execute();

  for (const table of ['category', 'manufacturer']) {
    await db.schema
      .alterTable(table)
      .addColumn('media_id', 'integer', (col) => col.references('media.id'))
      .execute();
    await db.schema.createIndex(`${table}_media_idx`).on(table).columns(['media_id']).execute();
  }
  await db
    .updateTable('category')
    .set({ media_id: sql`(select m.id from media m where m.url = category.image_url)` })
    .where('image_url', 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['manufacturer', 'category']) {
    await db.schema.dropIndex(`${table}_media_idx`).execute();
    await db.schema.alterTable(table).dropColumn('media_id').execute();
  }
}
