/**
 * The catalogue's pictures (docs/operations.md#the-catalogue): an upload is recognised by its bytes
 * (JPEG, PNG or WebP, at most 20 MB), turned upright and written again as WebP without any metadata (no
 * EXIF with a camera's GPS position, no XMP, no ICC profile), at most as wide as the storefront's widest
 * image; next/image makes every smaller width from it. Named by the SHA-256 of its content, each picture
 * is stored once, however often it is uploaded. One nothing shows can be deleted.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  CATALOGUE_ERRORS,
  MEDIA_ERRORS,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type AdminMedia,
  type AdminMediaListQuery,
  type AdminMediaPage,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { streamPictureToFile, withDecodeSlot } from '../../lib/picture-upload.ts';
import * as repository from './picture-repository.ts';

/** The storefront's widest image (docs/storefront.md#fixed-behaviours): no page asks for more. */
export const PICTURE_MAX_EDGE = 3840;
/** Pictures with more pixels are refused before decoding (50 MP take 150 MB as RGB). */
export const PICTURE_MAX_PIXELS = 50_000_000;
/** High, as next/image encodes every width again from it (at 75). */
const WEBP_QUALITY = 90;
const MEDIA_URL_PREFIX = '/v1/media/';

/** A picture decoded and encoded again, not yet stored. */
export interface ProcessedPicture {
  content: Buffer;
  width: number;
  height: number;
  sha256: string;
}

type MediaRow = { id: number; url: string; width: number; height: number };

/** What shows a media: products, and categories and brands (their picture or logo). */
interface MediaUsers {
  productIds: readonly number[];
  categoryIds: readonly number[];
  brandIds: readonly number[];
}

export class MediaInUse extends DomainError {
  constructor(users: MediaUsers) {
    super(409, MEDIA_ERRORS.inUse, [{ path: 'mediaId', message: MEDIA_ERRORS.inUse, params: { ...users } }]);
  }
}

const refusal = (status: number, key: string, params?: Record<string, unknown>) =>
  new DomainError(status, key, [{ path: 'file', message: key, ...(params ? { params } : {}) }]);
const tooLarge = () =>
  refusal(413, MEDIA_ERRORS.size, { maxBytes: MEDIA_MAX_BYTES, maxPixels: PICTURE_MAX_PIXELS });

/**
 * Reads an upload through a temporary file in `tmpDir` (removed either way) and encodes it: a 415
 * `validation.media.type`, 413 `validation.media.size` or 422 `validation.media.unreadable` otherwise.
 */
export async function processPicture(source: Readable, tmpDir: string): Promise<ProcessedPicture> {
  await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const upload = path.join(tmpDir, `catalogue-picture-${randomUUID()}.upload`);
  try {
    await streamPictureToFile(source, upload, {
      maxBytes: MEDIA_MAX_BYTES,
      formats: ['jpeg', 'png', 'webp'],
      notAPicture: () => refusal(415, MEDIA_ERRORS.type, { types: MEDIA_TYPES }),
      tooLarge,
    });
    return await withDecodeSlot(() => encode(upload));
  } finally {
    await fs.promises.rm(upload, { force: true });
  }
}

/** sharp writes no metadata unless asked to; `rotate()` first applies the EXIF orientation. */
async function encode(file: string): Promise<ProcessedPicture> {
  try {
    const { data, info } = await sharp(file, {
      limitInputPixels: PICTURE_MAX_PIXELS,
      sequentialRead: true,
      failOn: 'error',
    })
      .rotate()
      .resize(PICTURE_MAX_EDGE, PICTURE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { content: data, width: info.width, height: info.height, sha256 };
  } catch (error) {
    if (error instanceof Error && error.message.includes('exceeds pixel limit')) throw tooLarge();
    throw refusal(422, MEDIA_ERRORS.unreadable);
  }
}

/**
 * Stores a processed picture as a media, or finds the one stored with the same content: `created` says
 * which. The file is (re)written while the row is locked, so a delete of the same picture at the same
 * time removes both or neither.
 */
export async function storePicture(
  trx: Trx,
  storage: FileStorage,
  picture: ProcessedPicture,
): Promise<{ media: AdminMedia; created: boolean }> {
  const key = `pictures/${picture.sha256}.webp`;
  const insertedId = await repository.insertMediaUnlessStored(trx, {
    url: `${MEDIA_URL_PREFIX}${key}`,
    width: picture.width,
    height: picture.height,
    bytes: picture.content.length,
    sha256: picture.sha256,
    created_at: new Date().toISOString(),
  });
  const row = await repository.lockedMediaByHash(trx, picture.sha256);
  if (!row) throw new Error(`media ${picture.sha256} is neither added nor found`);
  await storage.put(key, picture.content);
  return { media: mediaOf(row), created: insertedId !== undefined };
}

/**
 * Deletes a media no product, category or brand shows, row and file (a 404 for an unknown one, a 409
 * naming up to 20 of each that show it). Locked first, so a product, category or brand saved at the same
 * time either keeps it or fails.
 */
export async function deletePicture(trx: Trx, storage: FileStorage, mediaId: number): Promise<AdminMedia> {
  const [row] = await repository.lockedMedia(trx, [mediaId]);
  if (!row) throw new NotFound(MEDIA_ERRORS.notFound);
  const [productIds, others] = await Promise.all([
    repository.productsShowing(trx, mediaId, 20),
    repository.categoriesAndBrandsShowing(trx, mediaId, 20),
  ]);
  if (productIds.length + others.categoryIds.length + others.brandIds.length > 0) {
    throw new MediaInUse({ productIds, ...others });
  }
  await repository.deleteMedia(trx, mediaId);
  // Inside the transaction: an upload of the same picture waits for it, then writes the file again.
  if (row.url.startsWith(MEDIA_URL_PREFIX)) await storage.remove(row.url.slice(MEDIA_URL_PREFIX.length));
  return mediaOf(row);
}

/** Media newest first, a page at a time; only those no product, category or brand shows with `unused`. */
export async function mediaPage(db: Db, query: AdminMediaListQuery): Promise<AdminMediaPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.mediaList(db, {
    unused: query.unused ?? false,
    beforeId,
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit).map((row) => ({
    ...mediaOf(row),
    bytes: row.bytes,
    productCount: Number(row.product_count ?? 0),
    categoryCount: Number(row.category_count ?? 0),
    brandCount: Number(row.brand_count ?? 0),
    createdAt: row.created_at,
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null };
}

/**
 * The media of these ids, for a product's pictures, locked until the transaction ends (a delete waits):
 * a 422 `validation.media.unknown` at `pictures.<index>.mediaId` for the first that is not stored.
 */
export async function picturesToShow(trx: Trx, mediaIds: readonly number[]): Promise<AdminMedia[]> {
  const rows = await repository.lockedMedia(trx, [...new Set(mediaIds)]);
  const byId = new Map(rows.map((row) => [row.id, mediaOf(row)]));
  return mediaIds.map((id, index) => {
    const media = byId.get(id);
    if (!media) throw unknownMedia(index);
    return media;
  });
}

/**
 * The media of a category's picture or a brand's logo, locked until the transaction ends (a delete
 * waits): a 422 `validation.media.unknown` at `mediaId` when it is not stored.
 */
export async function mediaToShow(trx: Trx, mediaId: number): Promise<AdminMedia> {
  const [row] = await repository.lockedMedia(trx, [mediaId]);
  if (!row) throw unknownMedia('mediaId');
  return mediaOf(row);
}

/** A category's picture or a brand's logo as the back office shows it; null for none. */
export async function shownMedia(db: Db, mediaId: number | null): Promise<AdminMedia | null> {
  const row = mediaId === null ? undefined : await repository.mediaById(db, mediaId);
  return row ? mediaOf(row) : null;
}

function unknownMedia(path: number | string): DomainError {
  const key = CATALOGUE_ERRORS.mediaNotFound;
  const at = typeof path === 'number' ? `pictures.${path}.mediaId` : path;
  return new DomainError(422, key, [{ path: at, message: key }]);
}

function mediaOf(row: MediaRow): AdminMedia {
  return { id: row.id, url: row.url, width: row.width, height: row.height };
}
