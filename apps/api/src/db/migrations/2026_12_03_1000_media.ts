import { sql } from 'kysely';
import { type MigrationDb, isSqlite, withId } from './util.ts';

/**
 * Pictures as media of their own, uploaded once and shown by any number of products:
 * - `media`: one row per stored file, its size, and the SHA-256 of its content, unique, so the same
 *   picture uploaded again is the same media (null for pictures from before uploads);
 * - `product_image.media_id`: which media a product shows (url and size stay copied beside it, as the
 *   storefront reads them; a media's file never changes); every existing url becomes a media first;
 * - `product_image_translation`: a picture's alt text per language.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('media'))
    .addColumn('url', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer')
    .addColumn('sha256', 'varchar(64)', (col) => col.unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
  await db
    .insertInto('media')
    .columns(['url', 'width', 'height', 'created_at'])
    .expression(
      db
        .selectFrom('product_image')
        .select([
          'url',
          sql<number>`min(width)`.as('width'),
          sql<number>`min(height)`.as('height'),
          sql.lit(new Date().toISOString()).as('created_at'),
        ])
        .groupBy('url'),
    )
    .execute();

  if (isSqlite(db)) {
    // SQLite cannot make a column NOT NULL afterwards: the table is built again with it.
    await rebuildProductImage(db, { withMedia: true });
  } else {
    await db.schema
      .alterTable('product_image')
      .addColumn('media_id', 'integer', (col) => col.references('media.id'))
      .execute();
    await db.updateTable('product_image').set({ media_id: MEDIA_OF_URL }).execute();
    await db.schema
      .alterTable('product_image')
      .alterColumn('media_id', (col) => col.setNotNull())
      .execute();
  }
  await db.schema.createIndex('product_image_media_idx').on('product_image').columns(['media_id']).execute();

  await db.schema
    .createTable('product_image_translation')
    .addColumn('product_image_id', 'integer', (col) =>
      col.notNull().references('product_image.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('alt', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_image_translation_pk', ['product_image_id', 'locale'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('product_image_translation').execute();
  await db.schema.dropIndex('product_image_media_idx').execute();
  if (isSqlite(db)) await rebuildProductImage(db, { withMedia: false });
  else await db.schema.alterTable('product_image').dropColumn('media_id').execute();
  await db.schema.dropTable('media').execute();
}

const MEDIA_OF_URL = sql`(select m.id from media m where m.url = product_image.url)`;

/** SQLite: `product_image` again with or without `media_id` (NOT NULL), its rows and ids kept. */
async function rebuildProductImage(db: MigrationDb, options: { withMedia: boolean }): Promise<void> {
  let next = withId(db, db.schema.createTable('product_image_next'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull());
  if (options.withMedia) {
    next = next.addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'));
  }
  await next.execute();
  const mediaColumn = options.withMedia ? sql`, media_id` : sql``;
  const mediaValue = options.withMedia ? sql`, ${MEDIA_OF_URL}` : sql``;
  await sql`insert into product_image_next (id, product_id, position, url, width, height${mediaColumn})
    select id, product_id, position, url, width, height${mediaValue} from product_image`.execute(db);
  await db.schema.dropTable('product_image').execute();
  await db.schema.alterTable('product_image_next').renameTo('product_image').execute();
  await db.schema
    .createIndex('product_image_product_idx')
    .on('product_image')
    .columns(['product_id', 'position'])
    .execute();
}
