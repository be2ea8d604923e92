/**
 * Files the API stores under keys (return photos, catalogue pictures): a local folder by default, or an
 * S3-compatible bucket (s3-file-storage.ts) that every replica reads (docs/operations.md#backups).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  /** Stores the content under the key; readers see the whole file or none of it. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** The stored content; the stream fails with ENOENT when the key holds nothing. */
  read(key: string): Readable;
  /** Removes the key's content; removing what is not there is no error. */
  remove(key: string): Promise<void>;
}

/** Up to four folder names and a file name with one extension, all from the base64url alphabet. */
const KEY = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

/** Whether every storage takes `key`: no `..`, no leading slash, nothing a path or URL reads twice. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** The key itself, or an error naming it when no storage takes it. */
export function checkedStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files under `dir` (created on demand). Private ones (personal data) are readable by the API's own
 * user only; the others by anyone on the machine, e.g. a web server in front of the API.
 */
export function localFileStorage(dir: string, options: { private: boolean }): FileStorage {
  const root = path.resolve(dir);
  const modes = options.private ? { dir: 0o700, file: 0o600 } : { dir: 0o755, file: 0o644 };

  function fileOf(key: string): string {
    const file = path.resolve(root, checkedStorageKey(key));
    // The pattern already rules out `..` and absolute keys; the prefix check holds even if it changes.
    if (!file.startsWith(root + path.sep)) {
      throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    }
    return file;
  }

  return {
    async put(key, content) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: modes.dir });
      // Written beside its place and renamed into it, so a failed write leaves no half file behind.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(content) ? Readable.from([content]) : content,
          fs.createWriteStream(partial, { flags: 'wx', mode: modes.file }),
        );
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    read(key) {
      return fs.createReadStream(fileOf(key));
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The media type of a key's content, by its extension (every stored file is a picture). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
