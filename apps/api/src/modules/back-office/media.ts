/**
 * The catalogue's pictures in the back office (docs/operations.md#the-catalogue): an upload stored
 * once, and a picture no product, category or brand shows deleted, each with its audit entry in the same transaction.
 */
import type { Readable } from 'node:stream';
import type { AdminMedia, AdminMediaListQuery, AdminMediaPage } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { deletePicture, mediaPage, processPicture, storePicture } from '../catalog/index.ts';
import { recordAudit } from './audit.ts';
import type { SignedInOperator } from './sessions.ts';

/** `POST /v1/admin/media`: the same picture again answers the media stored the first time. */
export async function uploadMedia(
  db: Db,
  storage: FileStorage,
  operator: SignedInOperator,
  upload: Readable,
  tmpDir: string,
): Promise<{ media: AdminMedia; created: boolean }> {
  // Decoded before the transaction: it takes a second or more, and holds nothing of the database.
  const picture = await processPicture(upload, tmpDir);
  return db.transaction().execute(async (trx) => {
    const { media, created } = await storePicture(trx, storage, picture);
    if (created) {
      await recordAudit(trx, {
        operatorId: operator.operatorId,
        action: 'media.upload',
        subjectType: 'media',
        subjectId: String(media.id),
        before: null,
        after: { ...media, bytes: picture.content.length },
      });
    }
    return { media, created };
  });
}

/** `DELETE /v1/admin/media/{mediaId}`: a 409 while a product shows it. */
export async function deleteMedia(
  db: Db,
  storage: FileStorage,
  operator: SignedInOperator,
  mediaId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await deletePicture(trx, storage, mediaId);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'media.delete',
      subjectType: 'media',
      subjectId: String(mediaId),
      before: deleted,
      after: null,
    });
  });
}

export function media(db: Db, query: AdminMediaListQuery): Promise<AdminMediaPage> {
  return mediaPage(db, query);
}
