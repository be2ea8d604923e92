import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { RETURN_PHOTO_MAX_BYTES } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { localPhotoStorage } from './photo-storage.ts';
import { receivePhoto, sniffPhotoFormat } from './photos.ts';
import { HEIC_FIXTURE, photo, photoFolders, readAll, uploadOf } from './photos-test-support.ts';

let folders: ReturnType<typeof photoFolders>;
beforeEach(() => {
  folders = photoFolders();
});
afterEach(() => folders.remove());

const receive = (content: Buffer, index = 0) =>
  receivePhoto(uploadOf(content), folders.storage, folders.tmpDir, { index });

/** The refusal's status, key and field, or a failure if the photo was taken. */
async function refusal(content: Buffer, index = 0) {
  const error: unknown = await receive(content, index).then(
    () => new Error('the photo was taken'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw error;
  return { status: error.statusCode, key: error.key, path: error.details?.[0]?.path };
}

async function stored(key: string) {
  const content = await readAll(folders.storage.read(key));
  return { content, metadata: await sharp(content).metadata() };
}

describe('receivePhoto', () => {
  it.each([
    ['JPEG', photo.jpeg],
    ['PNG', photo.png],
    ['WebP', photo.webp],
  ])('takes a %s photo and stores it as JPEG with a thumbnail, no temporary file left', async (_, make) => {
    const result = await receive(await make());

    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(result.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(result.key).toBe(`${result.uid.slice(0, 2)}/${result.uid.slice(2, 4)}/${result.uid}.jpg`);
    const full = await stored(result.key);
    expect(full.metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(result.bytes).toBe(full.content.length);
    expect((await stored(result.thumbnailKey)).metadata.format).toBe('jpeg');
    expect(folders.storedFiles()).toEqual([result.key, result.thumbnailKey].sort());
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('writes a phone photo again without its GPS position or any other metadata, turned upright', async () => {
    const upload = await photo.jpegWithGps(60, 40);
    const before = await sharp(upload).metadata();
    const exif = before.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from('Jana Novak'))).toBe(true);
    // The GPS block's pointer (tag 0x8825), in the byte order the EXIF block uses.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);

    const result = await receive(upload);

    for (const key of [result.key, result.thumbnailKey]) {
      const { content, metadata } = await stored(key);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Nothing of the EXIF block is left anywhere in the file: neither its marker nor the author.
      expect(content.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(content.includes(Buffer.from('Jana Novak'))).toBe(false);
    }
    // Orientation 6 is a quarter turn: the 60 × 40 picture stands upright as 40 × 60.
    expect(result).toMatchObject({ width: 40, height: 60 });
  });

  it('scales a large photo to 2048 px on its longest edge and its thumbnail to 320 px', async () => {
    const result = await receive(await photo.jpeg(3000, 2000));

    expect(result).toMatchObject({ width: 2048, height: 1365 });
    expect((await stored(result.thumbnailKey)).metadata).toMatchObject({ width: 320, height: 213 });
  });

  it('keeps transparency as WebP', async () => {
    const result = await receive(await photo.png(50, 30, 4));

    expect(result).toMatchObject({ contentType: 'image/webp', width: 50, height: 30 });
    expect(result.key.endsWith('.webp')).toBe(true);
    expect((await stored(result.key)).metadata).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('decodes an HEVC-coded HEIC from an iPhone-style file, which sharp alone cannot', async () => {
    await expect(sharp(HEIC_FIXTURE).toBuffer()).rejects.toThrow(/HEVC/);

    const result = await receive(HEIC_FIXTURE);

    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 451, height: 461 });
    const full = await stored(result.key);
    expect(full.metadata).toMatchObject({ format: 'jpeg', width: 451, height: 461 });
    expect(full.metadata.exif).toBeUndefined();
    // The rainbow's colours survive: its pixels are far from a flat grey.
    const { channels } = await sharp(full.content).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(40);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('takes an AVIF-coded HEIF through sharp itself', async () => {
    expect(sniffPhotoFormat(await photo.avif())).toBe('heif');

    const result = await receive(await photo.avif(64, 48));

    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
  });

  it('refuses a text file, whatever its name, as no photo', async () => {
    expect(await refusal(Buffer.from('These are my holiday notes, not a photo.\n'), 2)).toEqual({
      status: 400,
      key: 'validation.photo.type',
      path: 'photos.2',
    });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ key: 'validation.photo.type' });
    // A GIF or an SVG is a picture, but not one a return takes.
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'))).toMatchObject({
      key: 'validation.photo.type',
    });
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      key: 'validation.photo.type',
    });
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('refuses a file of 10 MiB and one byte with 413, leaving no file behind', async () => {
    const jpeg = await photo.jpeg();
    const upload = Buffer.alloc(RETURN_PHOTO_MAX_BYTES + 1, 0x20);
    jpeg.copy(upload);

    expect(await refusal(upload, 1)).toEqual({
      status: 413,
      key: 'validation.photo.tooLarge',
      path: 'photos.1',
    });
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('refuses a file that starts like a photo but does not decode as unreadable', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    const cutOff = (await photo.png(200, 200)).subarray(0, 60);

    for (const upload of [fake, cutOff]) {
      expect(await refusal(upload)).toEqual({
        status: 400,
        key: 'validation.photo.unreadable',
        path: 'photos.0',
      });
    }
    expect(folders.storedFiles()).toEqual([]);
    expect(folders.tmpFiles()).toEqual([]);
  });

  it('refuses a photo of more than 50 megapixels before decoding it', async () => {
    // 8000 × 6500 px of one colour compresses to a few hundred kilobytes.
    const huge = await sharp({
      create: { width: 8000, height: 6500, channels: 3, background: '#808080' },
      limitInputPixels: false,
    })
      .jpeg()
      .toBuffer();

    expect(await refusal(huge)).toMatchObject({ status: 413, key: 'validation.photo.tooLarge' });
  });

  it('decodes at most two photos at once, however many arrive, and takes them all', async () => {
    const uploads = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo.jpeg(1000 + 100 * n, 900)));
    let busiest = 0;
    const watch = setInterval(() => {
      busiest = Math.max(busiest, sharp.counters().process);
    }, 1);

    const results = await Promise.all(uploads.map((upload, index) => receive(upload, index)));
    clearInterval(watch);

    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(2);
    expect(results.map((result) => result.width)).toEqual([1100, 1200, 1300, 1400, 1500, 1600]);
    expect(new Set(results.map((result) => result.uid)).size).toBe(6);
    expect(folders.storedFiles()).toHaveLength(12);
  });
});

describe('sniffPhotoFormat', () => {
  const bytes = (...values: Array<number | string>) =>
    Buffer.concat(
      values.map((value) =>
        typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
      ),
    );
  const ftyp = (major: string, ...compatible: string[]) => {
    const size = 16 + 4 * compatible.length;
    return bytes(0, 0, 0, size, 'ftyp', major, 0, 0, 0, 0, ...compatible);
  };

  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1, 'rest')],
    ['png', bytes(0x89, 'PNG\r\n\x1a\n', 'rest')],
    ['webp', bytes('RIFF', 0x10, 0, 0, 0, 'WEBPVP8 ')],
    ['heif', ftyp('heic', 'mif1', 'heic')],
    ['heif', ftyp('heix')],
    ['heif', ftyp('avif', 'mif1', 'miaf')],
    [undefined, ftyp('isom', 'mp41')],
    [undefined, bytes('RIFF', 0x10, 0, 0, 0, 'WAVEfmt ')],
    [undefined, bytes(0xff, 0xd8)],
    [undefined, bytes('%PDF-1.7')],
  ])('answers %s for %o', (format, head) => {
    expect(sniffPhotoFormat(head)).toBe(format);
  });
});

describe('localPhotoStorage', () => {
  it('stores, reads and removes by key, and refuses keys that leave its folder', async () => {
    const storage = localPhotoStorage(folders.storageDir);

    await storage.put('ab/cd/abcdef.jpg', Buffer.from('one'));
    expect((await readAll(storage.read('ab/cd/abcdef.jpg'))).toString()).toBe('one');
    await storage.remove('ab/cd/abcdef.jpg');
    await storage.remove('ab/cd/abcdef.jpg');
    expect(folders.storedFiles()).toEqual([]);
    await expect(readAll(storage.read('ab/cd/abcdef.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });

    for (const key of [
      '../outside.jpg',
      'ab/../../outside.jpg',
      '/etc/passwd',
      'ab/cd/x.jpg/',
      'a\\b.jpg',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      expect(() => storage.read(key)).toThrow(/Not a storage key/);
    }
    expect(folders.storedFiles()).toEqual([]);
  });
});
