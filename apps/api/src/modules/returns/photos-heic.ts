/**
 * HEIC (HEVC-coded HEIF, as iPhones write it): sharp's prebuilt libvips has no HEVC decoder, so these
 * are decoded by libheif compiled to WebAssembly (heic-decode), loaded with the first HEIC photo.
 */
import fs from 'node:fs';

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes a pixel: red, green, blue, alpha. */
  data: Buffer;
  /** Whether every pixel's alpha is 255. */
  opaque: boolean;
}

/** Thrown when the image has more pixels than allowed, before its pixels are decoded. */
export class HeicTooManyPixels extends Error {
  constructor(readonly pixels: number) {
    super(`HEIC image of ${pixels} pixels`);
    this.name = 'HeicTooManyPixels';
  }
}

/**
 * Decodes the file's first image to RGBA with libheif's transformations (rotation, mirroring, crop)
 * applied. The compressed file is read whole: libheif takes a buffer, and the upload limit bounds it.
 */
export async function decodeHeic(file: string, maxPixels: number): Promise<RgbaImage> {
  const { default: decode } = await import('heic-decode');
  const frames = await decode.all({ buffer: await fs.promises.readFile(file) });
  try {
    const first = frames[0];
    if (!first) throw new Error('HEIC file without an image');
    // Sizes come from the file's header: a huge image is refused before its pixels take memory.
    if (first.width * first.height > maxPixels) throw new HeicTooManyPixels(first.width * first.height);
    const image = await first.decode();
    const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { width: image.width, height: image.height, data, opaque: isOpaque(data) };
  } finally {
    frames.dispose();
  }
}

function isOpaque(rgba: Buffer): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}
