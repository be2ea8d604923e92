import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_MAX_BYTES,
  type AdminMedia,
  type AdminMediaPage,
  type AdminProductDetail,
  type AdminProductInput,
  type Locale,
} from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, uniqueTag } from '../../test/fixtures.ts';
import { Browser } from '../auth/test-support.ts';
import { photo } from '../returns/photos-test-support.ts';
import { multipart } from '../returns/test-support.ts';
import { operatorBrowser } from './test-support.ts';

// A media folder of this file's own: what it holds is what these tests stored.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-admin-media-'));
const ctx = useTestApp({ MEDIA_DIR: mediaDir });
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `picture.keeper.${process.pid}@example.com`);
});

const upload = (data: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg', as = operator) => {
  const form = multipart(undefined, [{ field: 'file', filename, contentType, data }]);
  return as.request({
    method: 'POST',
    url: '/v1/admin/media',
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
};

async function uploaded(data: Buffer): Promise<AdminMedia> {
  const response = await upload(data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminMedia>();
}

const storedFiles = () =>
  fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
const fileOf = (media: AdminMedia) => path.join(mediaDir, media.url.slice('/v1/media/'.length));
const mediaCount = async () =>
  Number(
    (
      await db()
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (subjectType: string, subjectId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();

/** A picture of its own colour, so no two tests upload the same one. */
let hue = 0;
const aPicture = (format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 120, height = 80) => {
  hue += 1;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: hue % 256, g: 90, b: (hue * 37) % 256 } },
  });
  return image[format]().toBuffer();
};

describe('POST /v1/admin/media', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s once as WebP under its content hash, served under /v1/media/ and audited',
    async (format) => {
      const media = await uploaded(await aPicture(format, 120, 80));

      expect(media).toMatchObject({ width: 120, height: 80 });
      expect(media.url).toMatch(/^\/v1\/media\/pictures\/[0-9a-f]{64}\.webp$/);
      expect((await sharp(fileOf(media)).metadata()).format).toBe('webp');
      const served = await ctx.app.inject({ method: 'GET', url: media.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await auditOf('media', media.id)).map((entry) => entry.action)).toEqual(['media.upload']);
    },
  );

  it('writes a phone photo again upright, without its EXIF (GPS, author) or any other metadata', async () => {
    const media = await uploaded(await photo.jpegWithGps(60, 40));

    // Orientation 6 is a quarter turn: the 60 × 40 photo stands upright as 40 × 60.
    expect(media).toMatchObject({ width: 40, height: 60 });
    const content = fs.readFileSync(fileOf(media));
    const metadata = await sharp(content).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(content.includes(Buffer.from('Jana Novak'))).toBe(false);
  });

  it('answers the same media for the same picture uploaded again, stored and audited once', async () => {
    const picture = await aPicture('png');
    const first = await uploaded(picture);
    const files = storedFiles();

    const again = await upload(picture, 'copy.png', 'image/png');

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(storedFiles()).toEqual(files);
    expect(await auditOf('media', first.id)).toHaveLength(1);
  });

  it('refuses a picture that is a text file, whatever its name and type say, storing nothing', async () => {
    const [before, files] = [await mediaCount(), storedFiles()];

    const response = await upload(Buffer.from('Just some words, no picture.\n'.repeat(20)), 'cat.jpg');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'validation.media.type',
      details: [{ path: 'file', message: 'validation.media.type' }],
    });
    expect(await mediaCount()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a picture over 20 MB with 413 and one whose bytes do not decode with 422', async () => {
    const [before, files] = [await mediaCount(), storedFiles()];
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

    const huge = await upload(Buffer.concat([jpegStart, Buffer.alloc(MEDIA_MAX_BYTES)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      message: 'validation.media.size',
      details: [{ path: 'file', params: { maxBytes: MEDIA_MAX_BYTES } }],
    });

    const broken = await upload(Buffer.concat([jpegStart, Buffer.alloc(2000, 7)]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('validation.media.unreadable');

    expect(await mediaCount()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('wants a file in the field `file`, a multipart body and a signed-in operator', async () => {
    const form = multipart(undefined, [
      { field: 'photo', filename: 'a.png', contentType: 'image/png', data: await aPicture('png') },
    ]);
    const wrongField = await operator.request({
      method: 'POST',
      url: '/v1/admin/media',
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('validation.media.missing');

    const json = await operator.post('/v1/admin/media', { file: 'x' });
    expect(json.statusCode).toBe(415);

    const stranger = await upload(await aPicture(), 'a.jpg', 'image/jpeg', new Browser(ctx.app));
    expect(stranger.statusCode).toBe(401);
  });
});

/** A product as the editor would send it, in a fresh category and brand. */
async function aDraft(pictures: AdminProductInput['pictures']): Promise<AdminProductInput> {
  const tag = uniqueTag();
  const [category, brand] = await Promise.all([
    aCategory(db(), { name: `Lamps ${tag}` }),
    aManufacturer(db()),
  ]);
  return {
    sku: `LMP-${tag}`,
    manufacturerId: brand.id,
    categoryIds: [category.id],
    primaryCategoryId: category.id,
    weightGrams: 900,
    stock: 3,
    price: 5900,
    texts: { en: { name: `Brass lamp ${tag}` }, de: { name: `Messinglampe ${tag}` } },
    pictures,
  };
}

const shopProduct = async (product: AdminProductDetail, locale: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    // A language without texts shows the English ones at the English path.
    url: `/v1/catalog/${(product.texts[locale as Locale] ?? product.texts.en)?.path ?? ''}`,
    headers: { 'x-locale': locale },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    product: { image: { url: string } | null; images: { url: string; alt: string }[] };
  }>().product;
};

const asPicture = (media: AdminMedia, alt: Record<string, string>) => ({
  mediaId: media.id,
  url: media.url,
  width: media.width,
  height: media.height,
  alt,
});

describe('product pictures', () => {
  it('saves pictures in order with alt texts per language; the shop shows them, the first on the card', async () => {
    const [front, side] = [await uploaded(await aPicture()), await uploaded(await aPicture('png'))];
    const draft = await aDraft([
      { mediaId: front.id, alt: { en: 'The lamp from the front', de: 'Die Lampe von vorn' } },
      { mediaId: side.id, alt: {} },
    ]);

    const created = await operator.post('/v1/admin/products', draft);

    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<AdminProductDetail>();
    expect(product.pictures).toEqual([
      asPicture(front, { en: 'The lamp from the front', de: 'Die Lampe von vorn' }),
      asPicture(side, {}),
    ]);
    expect((await operator.get(`/v1/admin/products/${product.id}`)).json()).toEqual(product);

    const german = await shopProduct(product, 'de');
    expect(german.images).toEqual([
      { url: front.url, alt: 'Die Lampe von vorn', width: front.width, height: front.height },
      { url: side.url, alt: product.texts.de?.name, width: side.width, height: side.height },
    ]);
    expect(german.image?.url).toBe(front.url);
    // French has no alt text of its own: the product's name (English here) stands in.
    expect((await shopProduct(product, 'fr')).images.map((image) => image.alt)).toEqual([
      product.texts.en?.name,
      product.texts.en?.name,
    ]);

    const [audit] = await auditOf('product', product.id);
    expect(JSON.parse(audit?.after ?? 'null').pictures).toHaveLength(2);
  });

  it('reorders the pictures on a save, the new first one on the card', async () => {
    const [front, side] = [await uploaded(await aPicture()), await uploaded(await aPicture('webp'))];
    const draft = await aDraft([
      { mediaId: front.id, alt: { en: 'Front' } },
      { mediaId: side.id, alt: { en: 'Side' } },
    ]);
    const product = (await operator.post('/v1/admin/products', draft)).json<AdminProductDetail>();

    const saved = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      pictures: [
        { mediaId: side.id, alt: { en: 'Side', de: 'Seite' } },
        { mediaId: front.id, alt: { en: 'Front' } },
      ],
      revision: product.revision,
    });

    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminProductDetail>();
    expect(after.pictures.map((picture) => [picture.mediaId, picture.alt])).toEqual([
      [side.id, { en: 'Side', de: 'Seite' }],
      [front.id, { en: 'Front' }],
    ]);
    expect((await shopProduct(after, 'en')).image?.url).toBe(side.url);
    const edit = (await auditOf('product', product.id)).at(-1);
    expect(edit?.action).toBe('product.edit');
    expect(JSON.parse(edit?.before ?? 'null').pictures[0].mediaId).toBe(front.id);
  });

  it('refuses a picture that is no stored media with 422 on its mediaId, saving nothing', async () => {
    const front = await uploaded(await aPicture());
    const draft = await aDraft([
      { mediaId: front.id, alt: {} },
      { mediaId: 999_999_999, alt: {} },
    ]);

    const response = await operator.post('/v1/admin/products', draft);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'validation.media.unknown',
      details: [{ path: 'pictures.1.mediaId', message: 'validation.media.unknown' }],
    });
    const stored = await db().selectFrom('product').select('id').where('sku', '=', draft.sku).execute();
    expect(stored).toEqual([]);
  });
});

describe('DELETE /v1/admin/media/:mediaId', () => {
  it('refuses to delete a picture a product shows, naming the product, and keeps its file', async () => {
    const media = await uploaded(await aPicture());
    const product = (
      await operator.post('/v1/admin/products', await aDraft([{ mediaId: media.id, alt: {} }]))
    ).json<AdminProductDetail>();

    const response = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${media.id}` });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'error.media.inUse',
      details: [{ path: 'mediaId', params: { productIds: [product.id] } }],
    });
    expect(fs.existsSync(fileOf(media))).toBe(true);
  });

  it('deletes a picture no product shows, row and file, audited; the unused list had it', async () => {
    const picture = await aPicture('png');
    const media = await uploaded(picture);
    const shown = await uploaded(await aPicture());
    await operator.post('/v1/admin/products', await aDraft([{ mediaId: shown.id, alt: {} }]));
    const unused = (await operator.get('/v1/admin/media?unused=true&limit=100')).json<AdminMediaPage>();
    expect(unused.items.map((item) => item.id)).toContain(media.id);
    expect(unused.items.map((item) => item.id)).not.toContain(shown.id);
    const all = (await operator.get('/v1/admin/media?limit=100')).json<AdminMediaPage>();
    expect(all.items.find((item) => item.id === shown.id)).toMatchObject({ productCount: 1 });

    const response = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${media.id}` });

    expect(response.statusCode).toBe(204);
    expect(fs.existsSync(fileOf(media))).toBe(false);
    expect(await db().selectFrom('media').select('id').where('id', '=', media.id).execute()).toEqual([]);
    expect((await auditOf('media', media.id)).map((entry) => entry.action)).toEqual([
      'media.upload',
      'media.delete',
    ]);
    const again = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${media.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('error.media.notFound');
    // Uploaded again, it is stored again.
    const back = await uploaded(picture);
    expect(back.id).not.toBe(media.id);
    expect(fs.existsSync(fileOf(back))).toBe(true);
  });

  it('pages the list newest first by cursor', async () => {
    const [older, newer] = [await uploaded(await aPicture()), await uploaded(await aPicture())];
    const first = (await operator.get('/v1/admin/media?limit=1')).json<AdminMediaPage>();
    expect(first.items.map((item) => item.id)).toEqual([newer.id]);
    const next = (
      await operator.get(`/v1/admin/media?limit=1&cursor=${first.nextCursor ?? ''}`)
    ).json<AdminMediaPage>();
    expect(next.items.map((item) => item.id)).toEqual([older.id]);
  });
});
