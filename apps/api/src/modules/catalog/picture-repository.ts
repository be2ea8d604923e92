import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { MediaTable, ProductImageTable } from './tables.ts';

/**
 * Adds a media unless one with its SHA-256 is stored already: its id when added, else undefined. An
 * upload of the same picture at the same time waits for this one and then finds it.
 */
export async function insertMediaUnlessStored(
  trx: Trx,
  media: Insertable<MediaTable> & { sha256: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('media')
    .values(media)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The media of a SHA-256, locked until the transaction ends. */
export function lockedMediaByHash(trx: Trx, sha256: string) {
  return lockForUpdate(
    trx,
    trx.selectFrom('media').selectAll().where('sha256', '=', sha256),
  ).executeTakeFirst();
}

/** The media of these ids that exist, locked until the transaction ends (a delete waits for the save). */
export function lockedMedia(trx: Trx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return lockForUpdate(trx, trx.selectFrom('media').selectAll().where('id', 'in', ids)).execute();
}

export async function deleteMedia(trx: Trx, mediaId: number): Promise<void> {
  await trx.deleteFrom('media').where('id', '=', mediaId).execute();
}

/** The products that show a media, lowest id first, at most `limit`. */
export async function productsShowing(db: Db, mediaId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_image')
    .select('product_id')
    .distinct()
    .where('media_id', '=', mediaId)
    .orderBy('product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}

/** The categories and brands (manufacturers) that show a media, lowest id first, at most `limit` each. */
export async function categoriesAndBrandsShowing(db: Db, mediaId: number, limit: number) {
  const [categories, brands] = await Promise.all([
    db
      .selectFrom('category')
      .select('id')
      .where('media_id', '=', mediaId)
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('manufacturer')
      .select('id')
      .where('media_id', '=', mediaId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return { categoryIds: categories.map((row) => row.id), brandIds: brands.map((row) => row.id) };
}

/** A media, undefined for none of that id. */
export function mediaById(db: Db, id: number) {
  return db
    .selectFrom('media')
    .select(['id', 'url', 'width', 'height'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Media newest first (by id, which grows with time), below `beforeId`; only unused ones if asked. */
export function mediaList(db: Db, options: { unused: boolean; beforeId: number | null; limit: number }) {
  return db
    .selectFrom('media as m')
    .select((eb) => [
      'm.id',
      'm.url',
      'm.width',
      'm.height',
      'm.bytes',
      'm.created_at',
      eb
        .selectFrom('product_image as i')
        .select((sub) => sub.fn.count<number | string>('i.product_id').distinct().as('count'))
        .whereRef('i.media_id', '=', 'm.id')
        .as('product_count'),
      eb
        .selectFrom('category as c')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('c.media_id', '=', 'm.id')
        .as('category_count'),
      eb
        .selectFrom('manufacturer as b')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('b.media_id', '=', 'm.id')
        .as('brand_count'),
    ])
    .$if(options.unused, (query) =>
      query.where(({ and, not, exists, selectFrom }) =>
        and([
          not(exists(selectFrom('product_image as u').select('u.id').whereRef('u.media_id', '=', 'm.id'))),
          not(exists(selectFrom('category as c').select('c.id').whereRef('c.media_id', '=', 'm.id'))),
          not(exists(selectFrom('manufacturer as b').select('b.id').whereRef('b.media_id', '=', 'm.id'))),
        ]),
      ),
    )
    .$if(options.beforeId !== null, (query) => query.where('m.id', '<', options.beforeId ?? 0))
    .orderBy('m.id', 'desc')
    .limit(options.limit)
    .execute();
}

/** A product's pictures in order, each with its alt texts (one row per picture and language, or none). */
export function productPictures(db: Db, productId: number) {
  return db
    .selectFrom('product_image as i')
    .leftJoin('product_image_translation as t', 't.product_image_id', 'i.id')
    .select(['i.id', 'i.media_id', 'i.url', 'i.width', 'i.height', 't.locale', 't.alt'])
    .where('i.product_id', '=', productId)
    .orderBy('i.position')
    .orderBy('t.locale')
    .execute();
}

/** Gives a product these pictures, in order, with their alt texts in each language given. */
export async function replaceProductPictures(
  trx: Trx,
  productId: number,
  pictures: readonly {
    image: Omit<Insertable<ProductImageTable>, 'product_id' | 'position'>;
    alts: readonly { locale: string; alt: string }[];
  }[],
): Promise<void> {
  await trx.deleteFrom('product_image').where('product_id', '=', productId).execute();
  if (pictures.length === 0) return;
  const rows = await trx
    .insertInto('product_image')
    .values(pictures.map(({ image }, position) => ({ ...image, product_id: productId, position })))
    .returning(['id', 'position'])
    .execute();
  const alts = rows.flatMap((row) =>
    (pictures[row.position]?.alts ?? []).map((alt) => ({ product_image_id: row.id, ...alt })),
  );
  if (alts.length > 0) await trx.insertInto('product_image_translation').values(alts).execute();
}
