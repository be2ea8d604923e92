/**
 * A return photo from upload to storage (docs/operations.md#return-photos): streamed to a temporary file
 * while its bytes are counted, recognised by its first bytes (never its name or declared type), decoded
 * and written again without any metadata, at most 2048 px on its longest edge, with a thumbnail.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { RETURN_ERRORS, RETURN_PHOTO_MAX_BYTES } from '@tendero/contract';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import { streamPictureToFile, withDecodeSlot, type PictureFormat } from '../../lib/picture-upload.ts';
import { HeicTooManyPixels, decodeHeic } from './photos-heic.ts';
import { photoKey, type PhotoStorage } from './photo-storage.ts';

export interface StoredPhoto {
  /** The photo's public id: 22 characters of base64url. */
  uid: string;
  key: string;
  thumbnailKey: string;
  contentType: 'image/jpeg' | 'image/webp';
  /** The stored photo's size (after scaling down), not the upload's. */
  width: number;
  height: number;
  /** The stored photo's length in bytes. */
  bytes: number;
}

/** Longest edge of the stored photo and of its thumbnail, in pixels. */
export const PHOTO_MAX_EDGE = 2048;
export const THUMBNAIL_MAX_EDGE = 320;
/** Photos with more pixels are refused before decoding (a 50 MP photo takes 150 MB as RGB). */
export const PHOTO_MAX_PIXELS = 50_000_000;
const JPEG_QUALITY = 82;
const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;

export { sniffPictureFormat as sniffPhotoFormat } from '../../lib/picture-upload.ts';

/**
 * Receives one uploaded photo: refuses it (400 `validation.photo.type`, 413 `validation.photo.tooLarge`,
 * 400 `validation.photo.unreadable`, each naming `photos.<index>`) or stores it and its thumbnail.
 * The temporary file is removed either way; on failure nothing is left in storage.
 */
export async function receivePhoto(
  source: Readable,
  storage: PhotoStorage,
  tmpDir: string,
  options: { index?: number } = {},
): Promise<StoredPhoto> {
  const field = `photos.${options.index ?? 0}`;
  await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const upload = path.join(tmpDir, `return-photo-${randomUUID()}.upload`);
  try {
    const format = await streamPictureToFile(source, upload, {
      maxBytes: RETURN_PHOTO_MAX_BYTES,
      formats: PHOTO_FORMATS,
      notAPicture: () => new InvalidInput(field, RETURN_ERRORS.photoType),
      tooLarge: () => tooLarge(field),
    });
    const encoded = await withDecodeSlot(() => reencode(upload, format, field));
    const uid = randomBytes(16).toString('base64url');
    const extension = encoded.contentType === 'image/webp' ? 'webp' : 'jpg';
    const photo: StoredPhoto = {
      uid,
      key: photoKey(uid, '', extension),
      thumbnailKey: photoKey(uid, '-thumbnail', extension),
      contentType: encoded.contentType,
      width: encoded.width,
      height: encoded.height,
      bytes: encoded.photo.length,
    };
    try {
      await storage.put(photo.key, encoded.photo);
      await storage.put(photo.thumbnailKey, encoded.thumbnail);
    } catch (error) {
      await discardStoredPhoto(storage, photo);
      throw error;
    }
    return photo;
  } finally {
    await fs.promises.rm(upload, { force: true });
  }
}

/** Removes a stored photo and its thumbnail; what is already gone is no error. */
export async function discardStoredPhoto(storage: PhotoStorage, photo: StoredPhoto): Promise<void> {
  await Promise.all([storage.remove(photo.key), storage.remove(photo.thumbnailKey)]);
}

/**
 * 413, as for a JSON body over the limit: the upload is refused for its size, and a client tells it from
 * a photo that is unreadable. The params let the message name both limits.
 */
function tooLarge(field: string): DomainError {
  return new DomainError(413, RETURN_ERRORS.photoTooLarge, [
    {
      path: field,
      message: RETURN_ERRORS.photoTooLarge,
      params: { maxBytes: RETURN_PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS },
    },
  ]);
}

interface Encoded {
  photo: Buffer;
  thumbnail: Buffer;
  contentType: StoredPhoto['contentType'];
  width: number;
  height: number;
}

/**
 * Decodes and writes the photo again. sharp writes no metadata unless asked to (no EXIF with its GPS
 * position, no XMP, no ICC profile: colours are converted to sRGB), so only pixels survive. Photos with
 * an alpha channel become WebP, to keep it; all others JPEG.
 */
async function reencode(file: string, format: PictureFormat, field: string): Promise<Encoded> {
  try {
    const source = await decodedSource(file, format);
    const contentType = source.alpha ? 'image/webp' : 'image/jpeg';
    const scaled = await encode(
      source.image.resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }),
      contentType,
    ).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(
      sharp(scaled.data).resize(THUMBNAIL_MAX_EDGE, THUMBNAIL_MAX_EDGE, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
      contentType,
    ).toBuffer();
    return {
      photo: scaled.data,
      thumbnail,
      contentType,
      width: scaled.info.width,
      height: scaled.info.height,
    };
  } catch (error) {
    if (isPixelLimit(error)) throw tooLarge(field);
    throw new InvalidInput(field, RETURN_ERRORS.photoUnreadable);
  }
}

function encode(image: Sharp, contentType: StoredPhoto['contentType']): Sharp {
  return contentType === 'image/webp'
    ? image.webp({ quality: JPEG_QUALITY })
    : image.jpeg({ quality: JPEG_QUALITY, quantisationTable: 3, optimiseCoding: true });
}

/** The photo as a sharp pipeline, turned upright (EXIF orientation, or HEIF's own rotation). */
async function decodedSource(file: string, format: PictureFormat): Promise<{ image: Sharp; alpha: boolean }> {
  const fromFile = () =>
    sharp(file, {
      limitInputPixels: PHOTO_MAX_PIXELS,
      sequentialRead: true,
      failOn: 'error',
      autoOrient: true,
    });
  const metadata = await fromFile().metadata();
  // libvips reads AVIF-coded HEIF itself; HEVC-coded (HEIC) goes through libheif in WebAssembly.
  if (format === 'heif' && metadata.compression === 'hevc') {
    const rgba = await decodeHeic(file, PHOTO_MAX_PIXELS);
    const image = sharp(rgba.data, {
      raw: { width: rgba.width, height: rgba.height, channels: 4 },
      limitInputPixels: PHOTO_MAX_PIXELS,
    });
    return { image: rgba.opaque ? image.removeAlpha() : image, alpha: !rgba.opaque };
  }
  return { image: fromFile(), alpha: metadata.hasAlpha };
}

function isPixelLimit(error: unknown): boolean {
  return (
    error instanceof HeicTooManyPixels ||
    (error instanceof Error && error.message.includes('exceeds pixel limit'))
  );
}
