import { describe, expect, it } from 'vitest';
import { aCategoryAndMaker, useMigrationDatabase } from '../test/migrations.ts';

/** Product pictures from before uploads each become a media, once per file, which they then name. */
describe('migration 2026_12_03_1000_media', () => {
  const ctx = useMigrationDatabase();

  it('makes one media per picture url and gives every product picture its media', async () => {
    expect((await ctx.migrator.migrateTo('2026_12_03_0910_product_editing')).error).toBeUndefined();
    const { db } = ctx;
    const at = '2026-03-01T08:00:00.000Z';
    const { categoryId, manufacturerId } = await aCategoryAndMaker(db, 'lamps', at);
    const product = (sku: string) =>
      db
        .insertInto('product')
        .values({
          sku,
          manufacturer_id: manufacturerId,
          category_id: categoryId,
          price: 5900,
          base_price: null,
          lowest_prior_price: null,
          stock: 1,
          weight_grams: 900,
          active: 1,
          sales_rank: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [lamp, shade] = [await product('lamp'), await product('shade')];
    // Numbered models share their pictures: the same url under two products.
    await db
      .insertInto('product_image')
      .values([
        { product_id: lamp.id, position: 0, url: '/v1/media/products/1-1-a.webp', width: 800, height: 600 },
        { product_id: lamp.id, position: 1, url: '/v1/media/products/1-2-b.webp', width: 800, height: 600 },
        { product_id: shade.id, position: 0, url: '/v1/media/products/1-1-a.webp', width: 800, height: 600 },
      ] as never)
      .execute();

    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
    const media = await db
      .selectFrom('media')
      .select(['id', 'url', 'width', 'height', 'bytes', 'sha256'])
      .orderBy('url')
      .execute();
    expect(media.map(({ id: _id, ...rest }) => rest)).toEqual([
      { url: '/v1/media/products/1-1-a.webp', width: 800, height: 600, bytes: null, sha256: null },
      { url: '/v1/media/products/1-2-b.webp', width: 800, height: 600, bytes: null, sha256: null },
    ]);
    const idOf = new Map(media.map((row) => [row.url, row.id]));
    const pictures = await db
      .selectFrom('product_image')
      .select(['product_id', 'position', 'url', 'media_id'])
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    expect(pictures).toEqual(pictures.map((picture) => ({ ...picture, media_id: idOf.get(picture.url) })));
    expect(pictures).toHaveLength(3);
    // A picture without its media is refused from now on.
    await expect(
      db
        .insertInto('product_image')
        .values({ product_id: lamp.id, position: 2, url: '/v1/media/x.webp', width: 1, height: 1 } as never)
        .execute(),
    ).rejects.toThrow();

    // Going back keeps the pictures, without their media.
    expect((await ctx.migrator.migrateDown()).error).toBeUndefined();
    expect(await db.selectFrom('product_image').select(['url']).orderBy('id').execute()).toHaveLength(3);
    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
