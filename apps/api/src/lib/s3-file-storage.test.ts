import { S3Client } from '@aws-sdk/client-s3';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Fake } from '../test/s3-fake.ts';
import { s3FileStorage } from './s3-file-storage.ts';

const s3 = await startS3Fake({ buckets: ['shop'] });
const clientFor = (credentials = { accessKeyId: 'test', secretAccessKey: 'test-secret' }) =>
  new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
const client = clientFor();
const storage = s3FileStorage({ bucket: 'shop', prefix: 'media/', client });
const objects = () => s3.objects('shop');

afterAll(async () => {
  client.destroy();
  await s3.close();
});

describe('s3FileStorage', () => {
  it('puts a file under its prefix with its type and no ACL, reads it back and removes it', async () => {
    const content = Buffer.from('RIFF-not-really-a-webp');
    await storage.put('pictures/ab/one.webp', content);
    const stored = objects().get('media/pictures/ab/one.webp');
    expect(stored?.body.equals(content)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.headers['x-amz-acl']).toBeUndefined();
    expect(stored?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test\//);

    expect((await buffer(storage.read('pictures/ab/one.webp'))).equals(content)).toBe(true);

    await storage.remove('pictures/ab/one.webp');
    expect(objects().has('media/pictures/ab/one.webp')).toBe(false);
    // Removing what is not there is no error, as with the folder.
    await expect(storage.remove('pictures/ab/one.webp')).resolves.toBeUndefined();
  });

  it('takes a stream as well as a buffer', async () => {
    const { Readable } = await import('node:stream');
    await storage.put('streamed.jpg', Readable.from([Buffer.from('a'), Buffer.from('bc')]));
    expect(objects().get('media/streamed.jpg')?.body.toString()).toBe('abc');
    expect(objects().get('media/streamed.jpg')?.contentType).toBe('image/jpeg');
  });

  it('fails the stream of a missing key with ENOENT, as a missing file does', async () => {
    await expect(buffer(storage.read('nothing/here.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.open('nothing/here.jpg')).toBeUndefined();
  });

  it('opens an object with its length and ETag, and answers not-modified for that ETag', async () => {
    await storage.put('opened.png', Buffer.from('png bytes'));
    const opened = await storage.open('opened.png');
    if (opened === undefined || opened === 'not-modified') throw new Error(`opened: ${opened}`);
    expect(opened).toMatchObject({ contentType: 'image/png', contentLength: 9 });
    expect((await buffer(opened.body)).toString()).toBe('png bytes');
    expect(opened.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storage.open('opened.png', { ifNoneMatch: opened.etag })).toBe('not-modified');
  });

  it('refuses keys the folder storage refuses, before asking the store', async () => {
    const asked = s3.requests.length;
    for (const key of ['../media/x.jpg', '/abs.jpg', 'a//b.jpg', 'no-extension', 'a/b/c/d/e/f.jpg']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Not a storage key/);
      expect(() => storage.read(key), key).toThrow(/Not a storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Not a storage key/);
    }
    expect(s3.requests.length).toBe(asked);
  });

  it('reports a store that refuses the request as an error, not as a missing file', async () => {
    const other = s3FileStorage({ bucket: 'no-such-bucket', prefix: 'media/', client });
    await expect(buffer(other.read('x.jpg'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(other.put('x.jpg', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('the S3 fake', () => {
  it('refuses a request without an authorization header', async () => {
    const response = await fetch(`${s3.url}/shop/media/opened.png`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});
