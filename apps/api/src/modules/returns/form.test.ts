import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_PHOTO_MAX_BYTES } from '@tendero/contract';
import { errorsPlugin } from '../../plugins/errors.ts';
import { readReturnForm, registerMultipart } from './form.ts';
import { photo, photoFolders } from './photos-test-support.ts';

let folders: ReturnType<typeof photoFolders>;
let app: FastifyInstance;

/** A route as the returns module mounts one: multipart registered in its own plugin only. */
beforeEach(async () => {
  folders = photoFolders();
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await registerMultipart(scope);
    scope.post('/returns', async (request) =>
      readReturnForm(request, folders.storage, { tmpDir: folders.tmpDir }),
    );
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  folders.remove();
});

interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  type?: string;
}

/** multipart/form-data as a browser writes it. */
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tendero${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const returnRequest = { lines: [{ position: 1, quantity: 1, reason: 'damaged' }] };
const requestPart = (content: string = JSON.stringify(returnRequest)): Part => ({ name: 'request', content });
const photoPart = (content: Buffer, filename = 'IMG_0001.jpg'): Part => ({
  name: 'photos',
  content,
  filename,
  type: 'image/jpeg',
});

const send = (parts: Part[]) => app.inject({ method: 'POST', url: '/returns', ...form(parts) });

describe('readReturnForm', () => {
  it('reads the request and stores each photo with its thumbnail', async () => {
    const response = await send([
      requestPart(),
      photoPart(await photo.jpeg(64, 48)),
      photoPart(await photo.png(30, 20), 'screenshot.png'),
    ]);

    expect(response.statusCode).toBe(200);
    const body = response.json<{ request: unknown; photos: Array<{ key: string; width: number }> }>();
    expect(body.request).toEqual(returnRequest);
    expect(body.photos.map((stored) => stored.width)).toEqual([64, 30]);
    expect(folders.storedFiles()).toHaveLength(4);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('skips the empty file a browser sends for a file input left empty', async () => {
    const response = await send([
      requestPart(),
      { name: 'photos', content: '', filename: '', type: 'application/octet-stream' },
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ request: returnRequest, photos: [] });
  });

  it('refuses a sixth photo and removes the five already stored', async () => {
    const jpeg = await photo.jpeg();
    const response = await send([requestPart(), ...Array.from({ length: 6 }, () => photoPart(jpeg))]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'validation.photo.tooMany',
      details: [{ path: 'photos', message: 'validation.photo.tooMany', params: { max: 5 } }],
    });
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('refuses a text file named like a photo, and removes the photo before it', async () => {
    const response = await send([
      requestPart(),
      photoPart(await photo.jpeg()),
      photoPart(Buffer.from('not a photo at all\n'), 'x.jpg'),
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.photo.type',
      details: [{ path: 'photos.1', message: 'validation.photo.type' }],
    });
    expect(folders.storedFiles()).toEqual([]);
  });

  it('refuses a request that is no JSON, too long, missing or sent twice', async () => {
    const bad = await send([requestPart('{"lines": [')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'validation.body.json', details: [{ path: 'request' }] });

    const declaredJson = await send([{ name: 'request', content: '{"lines": [', type: 'application/json' }]);
    expect(declaredJson.statusCode).toBe(400);
    expect(declaredJson.json()).toMatchObject({ message: 'validation.body.json' });

    const long = await send([requestPart(JSON.stringify({ lines: [], pad: 'x'.repeat(70_000) }))]);
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({
      message: 'validation.body.tooLarge',
      details: [{ path: 'request' }],
    });

    const missing = await send([photoPart(await photo.jpeg())]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'validation.request.invalid',
      details: [{ path: 'request' }],
    });
    expect(folders.storedFiles()).toEqual([]);

    const twice = await send([requestPart(), requestPart()]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'validation.request.invalid' });
  });

  it('refuses fields and files it does not know', async () => {
    for (const parts of [
      [requestPart(), { name: 'comment', content: 'hello' }],
      [requestPart(), { ...photoPart(Buffer.from('x')), name: 'attachment' }],
    ]) {
      const response = await send(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'validation.request.invalid' });
    }
  });

  it('answers a body that is no multipart form, or a broken one, with a 4xx and the error body', async () => {
    const json = await app.inject({ method: 'POST', url: '/returns', payload: returnRequest });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: 'validation.body.contentType' });

    const whole = form([requestPart(), photoPart(await photo.jpeg())]);
    const cutOff = await app.inject({
      method: 'POST',
      url: '/returns',
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 300),
    });
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json()).toMatchObject({ message: 'validation.request.invalid' });
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('answers a photo of 10 MiB and one byte with 413 over a real connection, keeping nothing', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const upload = Buffer.alloc(RETURN_PHOTO_MAX_BYTES + 1, 0x20);
    (await photo.jpeg()).copy(upload);
    const { payload, headers } = form([requestPart(), photoPart(await photo.jpeg()), photoPart(upload)]);

    const response = await fetch(`http://127.0.0.1:${port}/returns`, {
      method: 'POST',
      headers,
      body: new Uint8Array(payload),
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'validation.photo.tooLarge',
      details: [
        {
          path: 'photos.1',
          message: 'validation.photo.tooLarge',
          params: { maxBytes: RETURN_PHOTO_MAX_BYTES, maxPixels: 50_000_000 },
        },
      ],
    });
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });
});
