import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMedia } from '@tendero/contract';
import { seedCarriers } from '../../../demo/carriers.ts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { InjectOptions } from 'fastify';
import { SHOP_ORIGIN } from './modules/auth/test-support.ts';
import { operatorCookie } from './modules/back-office/test-support.ts';
import { aDeliveredOrder, multipart, postReturn } from './modules/returns/test-support.ts';
import { testConfig, type TestApp } from './test/app.ts';
import { createTestDatabase } from './test/databases.ts';
import { startS3Fake } from './test/s3-fake.ts';

const BUCKET = 'tendero-test';
const s3 = await startS3Fake({ buckets: [BUCKET] });
const objects = () => s3.objects(BUCKET);
const folders: string[] = [];
const aFolder = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tendero-${name}-`));
  folders.push(dir);
  return dir;
};
const filesIn = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('two API replicas, each with its own folders, sharing one S3 bucket (FILE_STORE=s3)', () => {
  const replicas: TestApp[] = [];
  const replica = (index: number): TestApp => {
    const app = replicas[index];
    if (!app) throw new Error(`no replica ${index}`);
    return app;
  };
  const localFolders: string[] = [];
  const handles: DatabaseHandle[] = [];
  let drop: () => Promise<void>;
  let cookie = '';
  /** The operator, signed in through replica 0, asking `app`: sessions live in the database. */
  const asOperator = (app: TestApp, options: InjectOptions & { url: string }) =>
    app.inject({
      ...options,
      headers: { ...options.headers, origin: SHOP_ORIGIN, 'x-locale': 'en', cookie },
    });

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    drop = testDatabase.drop;
    for (const index of [0, 1]) {
      const mediaDir = aFolder(`s3-media-${index}`);
      const returnPhotoDir = aFolder(`s3-return-photos-${index}`);
      localFolders.push(mediaDir, returnPhotoDir);
      const config = testConfig(testDatabase.database, {
        MEDIA_DIR: mediaDir,
        RETURN_PHOTO_DIR: returnPhotoDir,
        FILE_STORE: 's3',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'tendero',
        S3_SECRET_ACCESS_KEY: 'tendero-secret',
      });
      const database = await prepareDatabase(config);
      handles.push(database);
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      replicas.push(app);
    }
    await seedCarriers(replica(0).database.db);
    cookie = await operatorCookie(replica(0), `s3.keeper.${process.pid}@example.com`);
  });

  afterAll(async () => {
    for (const app of replicas) await app.close();
    for (const handle of handles) await handle.destroy();
    await drop?.();
    await s3.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a picture uploaded through one replica from the other, and deletes it from the bucket', async () => {
    const picture = await sharp({
      create: { width: 90, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = multipart(undefined, [
      { field: 'file', filename: 'blue.png', contentType: 'image/png', data: picture },
    ]);
    const uploaded = await asOperator(replica(0), {
      method: 'POST',
      url: '/v1/admin/media',
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json<AdminMedia>();
    const key = `media/${media.url.slice('/v1/media/'.length)}`;
    expect(objects().get(key)?.contentType).toBe('image/webp');

    for (const app of replicas) {
      const served = await app.inject({ method: 'GET', url: media.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=604800');
      expect(Number(served.headers['content-length'])).toBe(objects().get(key)?.body.length);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 90 });
      // The client's copy is still good: a 304 without the body.
      const again = await app.inject({
        method: 'GET',
        url: media.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // Nothing went to either replica's own folders.
    for (const dir of localFolders) expect(filesIn(dir)).toEqual([]);

    const deleted = await asOperator(replica(1), { method: 'DELETE', url: `/v1/admin/media/${media.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(objects().has(key)).toBe(false);
    expect((await replica(1).inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
  });

  it('answers 404 for what is not in the bucket or no storage key, never reading outside media/', async () => {
    objects().set('return-photos/ab/cd/secret.jpg', {
      body: Buffer.from('personal'),
      contentType: 'image/jpeg',
      etag: '"x"',
      lastModified: new Date(),
      headers: {},
    });
    for (const url of [
      '/v1/media/pictures/missing.webp',
      '/v1/media/../return-photos/ab/cd/secret.jpg',
      '/v1/media/%2e%2e/return-photos/ab/cd/secret.jpg',
      '/v1/media/..%2freturn-photos%2fab%2fcd%2fsecret.jpg',
      '/v1/media/',
    ]) {
      const response = await replica(1).inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('keeps a return photo sent through one replica for the operator reading it through the other', async () => {
    const order = await aDeliveredOrder(replica(0), [{ price: 1500, quantity: 1 }]);
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const created = await postReturn(
      order.browser,
      order.reference,
      { lines: [{ position: 1, quantity: 1, reason: 'damaged' }] },
      [{ filename: 'broken.jpg', contentType: 'image/jpeg', data: jpeg }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { returnUid } = created.json<{ returnUid: string }>();
    const stored = [...objects().keys()].filter(
      (key) => key.startsWith('return-photos/') && !key.includes('secret'),
    );
    expect(stored).toHaveLength(2);
    expect(
      stored.every((key) => /^return-photos\/[\w-]{2}\/[\w-]{2}\/[\w-]+(-thumbnail)?\.jpg$/.test(key)),
    ).toBe(true);

    const detail = await asOperator(replica(0), { method: 'GET', url: `/v1/admin/returns/${returnUid}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const [photo] = detail.json<{ adminPhotos: { href: string; thumbnailHref: string }[] }>().adminPhotos;
    if (!photo) throw new Error('the return has no photo');
    const full = await asOperator(replica(1), { method: 'GET', url: photo.href });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const thumbnail = await asOperator(replica(1), { method: 'GET', url: photo.thumbnailHref });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64 });
    // Personal data: never under /v1/media/.
    expect((await replica(1).inject({ method: 'GET', url: `/v1/media/${stored[0]}` })).statusCode).toBe(404);
    for (const dir of localFolders) expect(filesIn(dir)).toEqual([]);
  });
});
