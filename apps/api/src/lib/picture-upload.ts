/**
 * An uploaded picture on its way in, for whichever module takes one (return photos, catalogue pictures;
 * docs/operations.md#return-photos): streamed to a temporary file while its bytes are counted,
 * recognised by its first bytes (never its name or declared type), and decoded one at a time.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** Enough of the file's start for every signature, HEIF's list of brands included. */
const SNIFF_BYTES = 64;

// libvips keeps the last operations and their pixels in a cache, for a program that runs the same
// operation again; every uploaded picture is new, so it only holds memory.
sharp.cache(false);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** HEIF brands of still images and sequences, HEVC-coded or generic (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format the first bytes announce, or undefined for anything else. */
export function sniffPictureFormat(head: Buffer): PictureFormat | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length < 12) return undefined;
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    // The ftyp box: its size, `ftyp`, the major brand, a version, then compatible brands to its end.
    const end = Math.min(head.readUInt32BE(0), head.length);
    const brands = [head.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString('latin1', at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return undefined;
}

export interface UploadRules {
  maxBytes: number;
  /** The formats taken; the others are refused with `notAPicture`. */
  formats: readonly PictureFormat[];
  notAPicture(): Error;
  tooLarge(): Error;
}

/**
 * Copies the upload to `file`, failing as soon as its first bytes are no picture it takes or it passes
 * the size limit: neither waits for the rest of the upload, and no more than a chunk is ever in memory.
 */
export async function streamPictureToFile(
  source: Readable,
  file: string,
  rules: UploadRules,
): Promise<PictureFormat> {
  let bytes = 0;
  let head = Buffer.alloc(0);
  let format: PictureFormat | undefined;
  const recognise = () => {
    const sniffed = sniffPictureFormat(head);
    if (!sniffed || !rules.formats.includes(sniffed)) throw rules.notAPicture();
    format = sniffed;
  };
  const sink = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, checked, sink);
  } catch (error) {
    // A refusal can come before the file is even opened, and the stream then opens and closes it after:
    // wait for that, so the caller's removal of the file finds it.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    throw error;
  }
  if (!format) throw rules.notAPicture();
  return format;

  async function* checked(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes > rules.maxBytes) throw rules.tooLarge();
      if (!format) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) recognise();
      }
      yield chunk;
    }
    if (!format) recognise();
  }
}

/**
 * Pictures decoded at once in this process, whoever uploads them. A photo of 6000×4000 takes about
 * 70 MB while it is decoded, and libvips already uses every core for one, so a second at once costs
 * memory and gains little time (figures in docs/operations.md#return-photos). sharp's own thread pool is
 * global, so the bound is kept here: a further upload waits for the slot.
 */
export const withDecodeSlot = limitConcurrency(1);

function limitConcurrency(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let free = slots;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next in line.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
