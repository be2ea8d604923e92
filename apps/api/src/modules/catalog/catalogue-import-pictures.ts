/**
 * The `pictures` column of a catalogue CSV import (docs/operations.md#importing-and-exporting): each
 * entry a URL the shop serves its pictures at (found in a batch's one lookup, nothing downloaded), a
 * file of the import's pictures folder, or a link to an allowed host. Files and links are read and
 * encoded as uploads are (pictures.ts) once per import: the check keeps what became of each, a real run
 * the encoded pictures in a folder of its own, stored as media once the whole file is found good.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  CATALOGUE_IMPORT_ERRORS,
  MEDIA_ERRORS,
  MEDIA_MAX_BYTES,
  PRODUCT_LIMITS,
  type AdminMedia,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { splitList } from './catalogue-csv.ts';
import * as repository from './catalogue-csv-repository.ts';
import { processPicture, storePicture, type ProcessedPicture } from './pictures.ts';

export const PICTURES_COLUMN = 'pictures';
/** A link's whole download, redirects included. */
export const PICTURE_DOWNLOAD_MS = 30_000;
const MAX_REDIRECTS = 3;
/** Files read or links downloaded at once; decoding is one at a time anyway (picture-upload.ts). */
const AT_ONCE = 4;
const SHOP_PREFIX = '/v1/media/';

/** Where an import may take pictures from besides the shop's own. */
export interface PictureSources {
  /** The folder `pictures` may name files in; none: files are refused. */
  dir?: string;
  /** Hosts links may point to, lowercase; `*` any; empty: no downloads. */
  hosts: readonly string[];
  /** Where new pictures are stored (a real run). */
  storage?: FileStorage;
}

/** A picture a product is to show, with the alt texts it had if it showed it before. */
export interface PictureChoice {
  media: AdminMedia;
  alts: { locale: string; alt: string }[];
}

/** A product's pictures as they are, for a row to keep their alt texts. */
export interface ShownPicture {
  mediaId: number;
  alts: { locale: string; alt: string }[];
}

type Outcome =
  | { kind: 'media'; media: AdminMedia }
  | { kind: 'new'; file: string | null; picture: Omit<ProcessedPicture, 'content'> }
  | { kind: 'problem'; message: string; params: Record<string, unknown> };

/** What a batch's rows may name: the shop's media by URL, and every file or link resolved. */
export interface PictureLookup {
  byUrl: Map<string, AdminMedia>;
  outcome(entry: string): Outcome | undefined;
}

const isLink = (entry: string) => /^https?:\/\//i.test(entry);

/**
 * The pictures of one import, across its passes. `keep` (a real run) keeps each new picture's encoded
 * file until `storeNew` makes it a media; `dispose` removes what is left.
 */
export class ImportPictures {
  private readonly outcomes = new Map<string, Outcome>();
  private tmpDir: string | null = null;

  constructor(
    private readonly sources: PictureSources,
    private readonly keep: boolean,
  ) {}

  /** Looks up a batch's shop URLs in one query and reads the files and links not seen before. */
  async lookup(db: Db, cells: readonly (string | undefined)[]): Promise<PictureLookup> {
    const shop = new Set<string>();
    const others = new Set<string>();
    for (const cell of cells) {
      for (const entry of splitList(cell ?? '')) {
        if (entry.startsWith(SHOP_PREFIX)) shop.add(entry);
        else if (!this.outcomes.has(entry)) others.add(entry);
      }
    }
    const media = await repository.mediaByUrls(db, [...shop]);
    const pending = [...others];
    const work = async () => {
      for (let entry = pending.shift(); entry !== undefined; entry = pending.shift()) {
        this.outcomes.set(entry, await this.resolve(entry));
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, pending.length) }, work));
    // A file or link the library has already is that media: nothing to store, and no change to show.
    const fresh = [...others].flatMap((entry) => {
      const outcome = this.outcomes.get(entry);
      return outcome?.kind === 'new' ? [{ entry, sha256: outcome.picture.sha256 }] : [];
    });
    if (fresh.length > 0) {
      const stored = new Map(
        (
          await repository.mediaByHashes(
            db,
            fresh.map((picture) => picture.sha256),
          )
        ).map((row) => [row.sha256, row]),
      );
      for (const { entry, sha256 } of fresh) {
        const found = stored.get(sha256);
        if (found) {
          const { id, url, width, height } = found;
          this.outcomes.set(entry, { kind: 'media', media: { id, url, width, height } });
        }
      }
    }
    return {
      byUrl: new Map(media.map((row) => [row.url, row])),
      outcome: (entry) => this.outcomes.get(entry),
    };
  }

  /** Stores every new picture as a media, each in a transaction of its own (docs: they may stay unused). */
  async storeNew(db: Db): Promise<void> {
    const { storage } = this.sources;
    for (const [entry, outcome] of this.outcomes) {
      if (outcome.kind !== 'new') continue;
      if (outcome.file === null || !storage) throw new Error('new pictures are kept only with a storage');
      const content = await fs.promises.readFile(outcome.file);
      const { media } = await db
        .transaction()
        .execute((trx) => storePicture(trx, storage, { ...outcome.picture, content }));
      this.outcomes.set(entry, { kind: 'media', media });
      await fs.promises.rm(outcome.file, { force: true });
    }
  }

  async dispose(): Promise<void> {
    if (this.tmpDir) await fs.promises.rm(this.tmpDir, { recursive: true, force: true });
    this.tmpDir = null;
  }

  private async workDir(): Promise<string> {
    this.tmpDir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tendero-import-pictures-'));
    return this.tmpDir;
  }

  private async resolve(entry: string): Promise<Outcome> {
    const problem = (message: string, params: Record<string, unknown> = {}): Outcome => ({
      kind: 'problem',
      message,
      params: { entry, ...params },
    });
    try {
      const source = isLink(entry) ? await this.download(entry) : await this.openFile(entry);
      if ('kind' in source) return source;
      const processed = await processPicture(source.stream, await this.workDir());
      const { content, ...picture } = processed;
      let file: string | null = null;
      if (this.keep) {
        file = path.join(await this.workDir(), `${randomUUID()}.webp`);
        await fs.promises.writeFile(file, content, { mode: 0o600 });
      }
      return { kind: 'new', file, picture };
    } catch (error) {
      if (error instanceof DomainError) {
        const [detail] = error.details ?? [];
        return problem(error.key, detail?.params ?? {});
      }
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        return problem(CATALOGUE_IMPORT_ERRORS.pictureDownload, { reason: 'timeout' });
      }
      if (isLink(entry)) {
        return problem(CATALOGUE_IMPORT_ERRORS.pictureDownload, { reason: reasonOf(error) });
      }
      throw error;
    }
  }

  /** A file of the pictures folder, never one outside it (`..`, an absolute path, a link out of it). */
  private async openFile(entry: string): Promise<Outcome | { stream: Readable }> {
    const problem = (message: string): Outcome => ({ kind: 'problem', message, params: { entry } });
    const { dir } = this.sources;
    if (!dir) return problem(CATALOGUE_IMPORT_ERRORS.pictureNoFolder);
    const root = path.resolve(dir);
    const inside = (file: string, base: string) => file.startsWith(base + path.sep);
    const file = path.resolve(root, entry);
    if (path.isAbsolute(entry) || !inside(file, root)) return problem(CATALOGUE_IMPORT_ERRORS.pictureOutside);
    let real: string;
    try {
      real = await fs.promises.realpath(file);
      if (!(await fs.promises.stat(real)).isFile()) return problem(CATALOGUE_IMPORT_ERRORS.pictureMissing);
    } catch {
      return problem(CATALOGUE_IMPORT_ERRORS.pictureMissing);
    }
    if (!inside(real, await fs.promises.realpath(root)))
      return problem(CATALOGUE_IMPORT_ERRORS.pictureOutside);
    return { stream: fs.createReadStream(real) };
  }

  /** Downloads a link from an allowed host, following a few redirects to allowed hosts only. */
  private async download(entry: string): Promise<Outcome | { stream: Readable }> {
    const problem = (message: string, params: Record<string, unknown> = {}): Outcome => ({
      kind: 'problem',
      message,
      params: { entry, ...params },
    });
    const signal = AbortSignal.timeout(PICTURE_DOWNLOAD_MS);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return problem(CATALOGUE_IMPORT_ERRORS.pictureDownload, { reason: 'url' });
    }
    for (let hop = 0; ; hop += 1) {
      if (!this.allowed(url)) return problem(CATALOGUE_IMPORT_ERRORS.pictureHost, { host: url.hostname });
      const response = await fetch(url, { redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS)
          return problem(CATALOGUE_IMPORT_ERRORS.pictureDownload, { reason: 'redirects' });
        url = new URL(location, url);
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return problem(CATALOGUE_IMPORT_ERRORS.pictureDownload, { reason: `status ${response.status}` });
      }
      // Refused before a byte is read when the server says how long it is.
      if (Number(response.headers.get('content-length') ?? 0) > MEDIA_MAX_BYTES) {
        await response.body.cancel();
        return problem(MEDIA_ERRORS.size, { maxBytes: MEDIA_MAX_BYTES });
      }
      // The DOM's type of fetch's body and Node's of the same stream differ only in their typings.
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) };
    }
  }

  private allowed(url: URL): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const { hosts } = this.sources;
    return hosts.includes('*') || hosts.includes(url.hostname.toLowerCase());
  }
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return 'network';
}

/**
 * A row's pictures: null when the file has no `pictures` column (the product keeps its own), else the
 * cell's entries in order (empty: none), each problem noted at the column.
 */
export function picturesOfRow(
  cell: string | undefined,
  lookup: PictureLookup,
  shown: readonly ShownPicture[],
  problem: (message: string, params: Record<string, unknown>) => void,
): PictureChoice[] | null {
  if (cell === undefined) return null;
  const choices: PictureChoice[] = [];
  let good = true;
  for (const entry of splitList(cell)) {
    const media = entry.startsWith(SHOP_PREFIX) ? lookup.byUrl.get(entry) : mediaOf(lookup.outcome(entry));
    if (media) {
      if (!choices.some((choice) => choice.media.id === media.id)) {
        const alts = shown.find((picture) => picture.mediaId === media.id)?.alts ?? [];
        choices.push({ media, alts });
      }
      continue;
    }
    good = false;
    const outcome = lookup.outcome(entry);
    if (entry.startsWith(SHOP_PREFIX)) problem(CATALOGUE_IMPORT_ERRORS.pictureUnknown, { entry });
    else if (outcome?.kind === 'problem') problem(outcome.message, outcome.params);
  }
  if (choices.length > PRODUCT_LIMITS.pictures) {
    problem('validation.array.max', { maximum: PRODUCT_LIMITS.pictures });
    good = false;
  }
  return good ? choices : null;
}

/** A new picture counts as good in a dry run; it stands for a media id that is not stored yet. */
function mediaOf(outcome: Outcome | undefined): AdminMedia | undefined {
  if (outcome?.kind === 'media') return outcome.media;
  if (outcome?.kind === 'new') {
    const { sha256, width, height } = outcome.picture;
    return {
      id: -Number.parseInt(sha256.slice(0, 12), 16),
      url: `${SHOP_PREFIX}pictures/${sha256}.webp`,
      width,
      height,
    };
  }
  return undefined;
}
