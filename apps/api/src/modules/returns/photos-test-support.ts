/** Photos and folders for the return photo tests: real images drawn by sharp, storage in a fresh folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { localPhotoStorage, type PhotoStorage } from './photo-storage.ts';

export const HEIC_FIXTURE = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures', 'rainbow-451x461.heic'),
);

/** A photo of a plain colour with a gradient, so encoders have something to compress. */
function drawing(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 60, b: 40, alpha: channels === 4 ? 0.5 : 1 },
    },
  });
}

export const photo = {
  jpeg: (width = 64, height = 48) => drawing(width, height).jpeg().toBuffer(),
  png: (width = 64, height = 48, channels: 3 | 4 = 3) => drawing(width, height, channels).png().toBuffer(),
  webp: (width = 64, height = 48) => drawing(width, height).webp().toBuffer(),
  avif: (width = 64, height = 48) => drawing(width, height).avif().toBuffer(),
  /** A JPEG carrying where it was taken (GPS), who took it and an orientation: a phone's photo. */
  jpegWithGps: (width = 60, height = 40) =>
    drawing(width, height)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Jana Novak' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 8/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '17/1 6/1 4500/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
};

/** A readable that hands out `content` in chunks of 64 KB, as an upload arrives. */
export function uploadOf(content: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += 65_536) yield content.subarray(at, at + 65_536);
    })(),
  );
}

/** Storage and a temporary folder under a fresh directory, with what they hold. */
export function photoFolders(): {
  storage: PhotoStorage;
  storageDir: string;
  tmpDir: string;
  storedFiles(): string[];
  tmpFiles(): string[];
  remove(): void;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-return-photos-'));
  const storageDir = path.join(root, 'photos');
  const tmpDir = path.join(root, 'tmp');
  const files = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
          .sort()
      : [];
  return {
    storage: localPhotoStorage(storageDir),
    storageDir,
    tmpDir,
    storedFiles: () => files(storageDir),
    tmpFiles: () => files(tmpDir),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
