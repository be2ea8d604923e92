/**
 * Where return photos are kept (docs/operations.md#return-photos). They are personal data: nothing here
 * is served as a static folder; whoever may see a photo reads it through `read`.
 */
import { localFileStorage, type FileStorage } from '../../lib/file-storage.ts';

export type PhotoStorage = FileStorage;

/** Keys like `ab/cd/<uid>.jpg`: the uid's first characters spread the files over folders. */
export function photoKey(uid: string, suffix: string, extension: string): string {
  return `${uid.slice(0, 2)}/${uid.slice(2, 4)}/${uid}${suffix}.${extension}`;
}

/** Files under `dir` (created on demand), readable by the API's own user only. */
export function localPhotoStorage(dir: string): PhotoStorage {
  return localFileStorage(dir, { private: true });
}
