import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../test/migrations.ts';

/** Category pictures from before become media, which the categories then name; brands start without a logo. */
describe('migration 2026_12_04_0900_category_brand_pictures', () => {
  const ctx = useMigrationDatabase();

  it('makes one media per category picture url, reusing one stored already', async () => {
    expect((await ctx.migrator.migrateTo('2026_12_03_1300_promotion_editing')).error).toBeUndefined();
    const { db } = ctx;
    const at = '2026-03-01T08:00:00.000Z';
    await db
      .insertInto('media')
      .values({ url: '/v1/media/site/shared.webp', width: 960, height: 640, created_at: at })
      .execute();
    const category = (key: string, url: string | null) =>
      db
        .insertInto('category')
        .values({
          key,
          parent_id: null,
          depth: 0,
          position: 0,
          image_url: url,
          image_width: url ? 960 : null,
          image_height: url ? 640 : null,
          active: 1,
          updated_at: at,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const lamps = await category('lamps', '/v1/media/site/category-1.webp');
    const shades = await category('shades', '/v1/media/site/category-1.webp');
    const chairs = await category('chairs', '/v1/media/site/shared.webp');
    const bare = await category('bare', null);
    await db.insertInto('manufacturer').values({ key: 'maker', name: 'Maker', updated_at: at }).execute();

    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
    const media = await db
      .selectFrom('media')
      .select(['id', 'url', 'width', 'height'])
      .orderBy('url')
      .execute();
    expect(media.map(({ id: _id, ...rest }) => rest)).toEqual([
      { url: '/v1/media/site/category-1.webp', width: 960, height: 640 },
      { url: '/v1/media/site/shared.webp', width: 960, height: 640 },
    ]);
    const idOf = new Map(media.map((row) => [row.url, row.id]));
    const categories = await db.selectFrom('category').select(['id', 'media_id']).orderBy('id').execute();
    expect(categories).toEqual([
      { id: lamps.id, media_id: idOf.get('/v1/media/site/category-1.webp') },
      { id: shades.id, media_id: idOf.get('/v1/media/site/category-1.webp') },
      { id: chairs.id, media_id: idOf.get('/v1/media/site/shared.webp') },
      { id: bare.id, media_id: null },
    ]);
    expect(await db.selectFrom('manufacturer').select('media_id').execute()).toEqual([{ media_id: null }]);

    // Going back keeps the pictures' urls; going forward again makes no second media of them.
    expect((await ctx.migrator.migrateDown()).error).toBeUndefined();
    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('media').select('url').execute()).toHaveLength(2);
  });
});
