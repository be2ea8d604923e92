import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, type AdminMedia, type AdminMediaPage } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
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

describe('GET /v1/admin/media', () => {
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
