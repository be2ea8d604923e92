/**
 * The storages of pictures and return photos as the configuration chooses them: the folders MEDIA_DIR and
 * RETURN_PHOTO_DIR, or one S3-compatible bucket (docs/operations.md#running-on-more-than-one-machine).
 * Every writer and reader takes them from here, so none decides where files go.
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { s3FileStorage, type S3FileStorage } from './s3-file-storage.ts';

export type FileStorages =
  | { store: 'local'; media: FileStorage; returnPhotos: FileStorage; close(): void }
  | { store: 's3'; media: S3FileStorage; returnPhotos: S3FileStorage; close(): void };

export function fileStorages(config: Pick<Config, 'mediaDir' | 'returnPhotoDir' | 's3'>): FileStorages {
  const { s3 } = config;
  if (!s3) {
    return {
      store: 'local',
      // Readable by anyone on the machine, e.g. a web server in front of the API.
      media: localFileStorage(config.mediaDir, { private: false }),
      // Personal data: readable by the API's own user only.
      returnPhotos: localFileStorage(config.returnPhotoDir, { private: true }),
      close: () => undefined,
    };
  }
  const client = new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's newer
    // default (CRC32 trailers in aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    store: 's3',
    media: s3FileStorage({ bucket: s3.bucket, prefix: 'media/', client }),
    returnPhotos: s3FileStorage({ bucket: s3.bucket, prefix: 'return-photos/', client }),
    close: () => client.destroy(),
  };
}
