/**
 * The return request's multipart form (docs/operations.md#return-photos): the JSON in the field
 * `request` and up to `RETURN_PHOTOS_MAX` files in fields named `photos`, each received by
 * `receivePhoto`. All or nothing: on any error the photos already stored are removed again.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import { ERROR_KEYS, RETURN_ERRORS, RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from '@tendero/contract';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { discardStoredPhoto, receivePhoto, type StoredPhoto } from './photos.ts';

/** The field `request` holds a few lines with short comments: 64 KB is far more than it needs. */
export const RETURN_REQUEST_MAX_BYTES = 64 * 1024;

export interface ReturnForm {
  /** The parsed JSON of the field `request`, for the route to validate. */
  request: unknown;
  photos: StoredPhoto[];
}

/**
 * Registers the multipart parser in the calling (encapsulated) plugin only. A file may run one byte past
 * the photo limit, so `receivePhoto` sees and refuses an oversized one; one file past the photo count
 * likewise, and the parser stops reading beyond that.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: RETURN_PHOTO_MAX_BYTES + 1,
      files: RETURN_PHOTOS_MAX + 1,
      fields: 4,
      fieldSize: RETURN_REQUEST_MAX_BYTES,
    },
  });
}

/** Reads the form; photos go to `storage` through temporary files in `options.tmpDir`. */
export async function readReturnForm(
  request: FastifyRequest,
  storage: PhotoStorage,
  options: { tmpDir: string },
): Promise<ReturnForm> {
  const photos: StoredPhoto[] = [];
  let body: { value: unknown } | undefined;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        if (part.fieldname !== 'request' || body) {
          throw new InvalidInput(part.fieldname, ERROR_KEYS.requestInvalid);
        }
        body = { value: requestJson(part) };
        continue;
      }
      if (part.fieldname !== 'photos') throw new InvalidInput(part.fieldname, ERROR_KEYS.requestInvalid);
      // What a browser sends for a file input left empty: no name, no content.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      if (photos.length === RETURN_PHOTOS_MAX) {
        throw new InvalidInput('photos', RETURN_ERRORS.photoTooMany, { max: RETURN_PHOTOS_MAX });
      }
      photos.push(await receiveFormPhoto(part.file, storage, options.tmpDir, photos.length));
    }
    if (!body) throw new InvalidInput('request', ERROR_KEYS.requestInvalid);
    return { request: body.value, photos };
  } catch (error) {
    await discardPhotos(storage, photos);
    throw error;
  }
}

/** Removes the photos (and their thumbnails) from storage, e.g. when the return was not accepted. */
export async function discardPhotos(storage: PhotoStorage, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => discardStoredPhoto(storage, photo)));
}

function requestJson(part: Extract<Multipart, { type: 'field' }>): unknown {
  if (part.valueTruncated) {
    throw new DomainError(413, ERROR_KEYS.bodyTooLarge, [
      {
        path: 'request',
        message: ERROR_KEYS.bodyTooLarge,
        params: { maxBytes: RETURN_REQUEST_MAX_BYTES },
      },
    ]);
  }
  // A part sent as application/json arrives parsed; any other arrives as its text.
  if (typeof part.value !== 'string') return part.value;
  try {
    return JSON.parse(part.value);
  } catch {
    throw new InvalidInput('request', ERROR_KEYS.jsonInvalid);
  }
}

/** A photo whose upload broke off (a malformed or cut-off form) is the client's error, not ours. */
async function receiveFormPhoto(
  file: Readable,
  storage: PhotoStorage,
  tmpDir: string,
  index: number,
): Promise<StoredPhoto> {
  try {
    return await receivePhoto(file, storage, tmpDir, { index });
  } catch (error) {
    // The parser destroys the part's stream with its error, possibly before receivePhoto reads it.
    if (error === file.errored) throw formError(error);
    throw error;
  }
}

/** The parts, with the parser's own errors turned into the API's. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw formError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** What the multipart parser's errors mean for the client: all of them are 4xx. */
function formError(error: unknown): DomainError {
  // receivePhoto's own refusals also reach the upload stream, which it destroys with them.
  if (error instanceof DomainError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new InvalidInput('request', ERROR_KEYS.jsonInvalid);
    case 'FST_FILES_LIMIT':
      return new InvalidInput('photos', RETURN_ERRORS.photoTooMany, { max: RETURN_PHOTOS_MAX });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError(415, ERROR_KEYS.contentTypeUnsupported);
    default:
      // Too many fields, a malformed or cut-off body, a field named like a prototype property.
      return new DomainError(400, ERROR_KEYS.requestInvalid);
  }
}
