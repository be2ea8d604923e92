/**
 * Files in a bucket of an S3-compatible object store (AWS S3, MinIO, Ceph, R2…), so that a file written
 * through one API replica reads through every other (docs/operations.md#running-on-more-than-one-machine).
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { checkedStorageKey, contentTypeOfKey, type FileStorage } from './file-storage.ts';

/** An object with what an HTTP answer serving it needs. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

export interface S3FileStorage extends FileStorage {
  /**
   * The object, `not-modified` when `ifNoneMatch` names its current ETag, or undefined when the key
   * holds nothing.
   */
  open(
    key: string,
    conditions?: { ifNoneMatch?: string },
  ): Promise<StoredObject | 'not-modified' | undefined>;
}

/** An error as `fs` gives for a missing file: callers tell "not there" by its code. */
function notFound(key: string, cause: unknown): NodeJS.ErrnoException {
  return Object.assign(new Error(`No object stored under ${JSON.stringify(key)}`, { cause }), {
    code: 'ENOENT',
  });
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}

/** Only the key is missing: a missing bucket (also a 404) is a configuration error, not "no file". */
const isMissing = (error: unknown) => error instanceof Error && error.name === 'NoSuchKey';

/**
 * Files under `prefix` (e.g. `media/`) in `bucket`. No object gets an ACL: the bucket stays private and
 * the API serves what may be seen, pictures under /v1/media/, return photos to those who may see them.
 */
export function s3FileStorage(options: { bucket: string; prefix: string; client: S3Client }): S3FileStorage {
  const { bucket, prefix, client } = options;
  const objectKey = (key: string) => `${prefix}${checkedStorageKey(key)}`;

  async function get(key: string, ifNoneMatch?: string): Promise<GetObjectCommandOutput> {
    return client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
      }),
    );
  }

  return {
    async put(key, content) {
      const name = objectKey(key);
      // Every caller hands a buffer (pictures and photos are re-encoded in memory, at most a few MB);
      // a stream is read whole, as a single PUT needs its length and S3 stores all of it or nothing.
      const body = Buffer.isBuffer(content) ? content : await buffer(content);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOfKey(key),
        }),
      );
    },
    read(key) {
      objectKey(key);
      // Asked when first read, like a file stream; a missing object fails the stream with ENOENT.
      return Readable.from(
        (async function* () {
          let response: GetObjectCommandOutput;
          try {
            response = await get(key);
          } catch (error) {
            throw isMissing(error) ? notFound(key, error) : error;
          }
          if (!(response.Body instanceof Readable)) throw new Error(`No body for ${JSON.stringify(key)}`);
          yield* response.Body;
        })(),
        { objectMode: false },
      );
    },
    async remove(key) {
      // S3 answers a delete of what is not there as a success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async open(key, conditions = {}) {
      let response: GetObjectCommandOutput;
      try {
        response = await get(key, conditions.ifNoneMatch);
      } catch (error) {
        if (httpStatusOf(error) === 304) return 'not-modified';
        if (isMissing(error)) return undefined;
        throw error;
      }
      if (!(response.Body instanceof Readable)) throw new Error(`No body for ${JSON.stringify(key)}`);
      return {
        body: response.Body,
        contentType: contentTypeOfKey(key),
        contentLength: response.ContentLength,
        etag: response.ETag,
        lastModified: response.LastModified,
      };
    },
  };
}
