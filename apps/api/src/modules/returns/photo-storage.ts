/**
 * Where return photos are kept (docs/operations.md#return-photos). They are personal data: nothing here
 * is served as a static folder; whoever may see a photo reads it through `read`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface PhotoStorage {
  /** Stores the content under the key; readers see the whole file or none of it. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** The stored content; the stream fails with ENOENT when the key holds nothing. */
  read(key: string): Readable;
  /** Removes the key's content; removing what is not there is no error. */
  remove(key: string): Promise<void>;
}

/** Up to four folder names and a file name with one extension, all from the base64url alphabet. */
const KEY = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

/** Keys like `ab/cd/<uid>.jpg`: the uid's first characters spread the files over folders. */
export function photoKey(uid: string, suffix: string, extension: string): string {
  return `${uid.slice(0, 2)}/${uid.slice(2, 4)}/${uid}${suffix}.${extension}`;
}

/** Files under `dir` (created on demand), readable by the API's own user only. */
export function localPhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);

  function fileOf(key: string): string {
    const file = path.resolve(root, key);
    // The pattern already rules out `..` and absolute keys; the prefix check holds even if it changes.
    if (!KEY.test(key) || !file.startsWith(root + path.sep)) {
      throw new Error(`Not a photo storage key: ${JSON.stringify(key)}`);
    }
    return file;
  }

  return {
    async put(key, content) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside its place and renamed into it, so a failed write leaves no half photo behind.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(content) ? Readable.from([content]) : content,
          fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
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
