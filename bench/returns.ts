/**
 * `npm run bench:returns`: the API's memory while 20 return requests with 5 photos of just under
 * 10 MiB each arrive at once (`POST /v1/sending/returns/{orderReference}`, multipart form data), on
 * SQLite and PostgreSQL. One API process, built and started as `npm start` does.
 *
 * Orders are made the way the shop makes them: 20 shoppers buy with the offline test provider, an
 * operator (created with the operator command's link) ships each order in one parcel and records it as
 * delivered. The photos are 5 distinct JPEGs of 6000×4000 (gradients with noise, their quality chosen so
 * each is 9.5-10 MiB), made once into bench/.cache, the same 5 in every upload. Then every shopper sends
 * its return at once, each from its own client address (the route allows 20 a minute per address),
 * while the API's resident memory is sampled every 50 ms from /proc (VmRSS, and VmHWM, its peak, reset
 * just before the first request). Every answer must be 201.
 *
 *   BENCH_DATABASES=sqlite,postgres  BENCH_UPLOADS=20
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import {
  BENCH_CACHE,
  ensureCatalogue,
  median,
  placeOrders,
  postgresDatabase,
  shipOrder,
  signInOperator,
  startApi,
  waitUntilIdle,
} from './lib.ts';

const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const ORIGIN = 'http://bench.tendero.test';
const PHOTOS = 5;
const MIB = 1024 * 1024;
/** Each photo's length: just under the limit of 10 MiB (RETURN_PHOTO_MAX_BYTES). */
const PHOTO_MIN_BYTES = 9.5 * MIB;
const PHOTO_MAX_BYTES = 10 * MIB;
const WIDTH = 6000;
const HEIGHT = 4000;
const SAMPLE_MS = 50;

/** A gradient of 6000×4000 with noise of ±`amplitude`, the direction and the noise drawn from `seed`. */
function noisyGradient(seed: number, amplitude: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed >>> 0 || 1;
  const angle = (seed % 7) / 7;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      const along = (x / WIDTH) * (1 - angle) + (y / HEIGHT) * angle;
      for (let channel = 0; channel < 3; channel++) {
        // xorshift32: cheap, and distinct photos from distinct seeds.
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        const noise = ((state >>> 0) / 0xffffffff - 0.5) * 2 * amplitude;
        const base = channel === 0 ? along * 255 : channel === 1 ? (1 - along) * 255 : (y / HEIGHT) * 255;
        pixels[at + channel] = Math.max(0, Math.min(255, Math.round(base + noise)));
      }
    }
  }
  return pixels;
}

/**
 * One photo of 9.5-10 MiB: the highest JPEG quality that stays under 10 MiB, with more noise while even
 * that stays under 9.5 MiB.
 */
async function makePhoto(seed: number): Promise<Buffer> {
  for (let amplitude = 48; amplitude <= 128; amplitude += 8) {
    const pixels = noisyGradient(seed, amplitude);
    const encode = (quality: number) =>
      sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality })
        .toBuffer();
    let low = 50;
    let high = 100;
    let best: Buffer | undefined;
    while (low <= high) {
      const quality = Math.floor((low + high) / 2);
      const jpeg = await encode(quality);
      if (jpeg.length < PHOTO_MAX_BYTES) {
        best = jpeg;
        low = quality + 1;
      } else high = quality - 1;
    }
    if (best && best.length >= PHOTO_MIN_BYTES) return best;
  }
  throw new Error(`no photo of 9.5-10 MiB from seed ${seed}`);
}

/** The 5 photos, from bench/.cache when they are there. */
async function photos(): Promise<Buffer[]> {
  const made: Buffer[] = [];
  for (let n = 1; n <= PHOTOS; n++) {
    const file = path.join(BENCH_CACHE, `return-photo-${n}.jpg`);
    const cached = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    if (cached && cached.length >= PHOTO_MIN_BYTES && cached.length < PHOTO_MAX_BYTES) {
      made.push(cached);
      continue;
    }
    console.log(`Making photo ${n} of ${PHOTOS}…`);
    const photo = await makePhoto(n * 7919);
    fs.writeFileSync(file, photo);
    made.push(photo);
  }
  return made;
}

interface Memory {
  rssMb: number;
  hwmMb: number;
}

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

/** Resets the process's VmHWM to its current resident memory (proc(5), clear_refs 5). */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The lengths in KB of the files under `dir` whose names do or do not end in `-thumbnail.<ext>`. */
function storedSizes(dir: string): { photos: number[]; thumbnails: number[] } {
  const photoSizes: number[] = [];
  const thumbnails: number[] = [];
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  for (const name of files) {
    const stat = fs.statSync(path.join(dir, name));
    if (!stat.isFile()) continue;
    (/-thumbnail\.\w+$/.test(name) ? thumbnails : photoSizes).push(Math.round(stat.size / 1024));
  }
  return { photos: photoSizes, thumbnails };
}

const range = (values: readonly number[]) =>
  values.length ? `${Math.min(...values)}-${Math.max(...values)} KB (median ${median(values)})` : 'none';

/** 20 orders, each shipped in one parcel and delivered; answers each with its buyer. */
async function deliveredOrders(
  apiUrl: string,
  databaseUrl: string,
): Promise<{ shopper: HttpShopper; reference: string }[]> {
  // One shopper per order: each upload then comes from its own client address.
  const orders = await placeOrders(apiUrl, databaseUrl, ORIGIN, uploads, uploads);
  const operator = await signInOperator(apiUrl, databaseUrl, ORIGIN);
  for (const { reference } of orders) {
    for (const parcel of await shipOrder(operator, reference)) {
      await operator.request('POST', `/v1/admin/parcels/${parcel.trackingNumber}/events`, {
        status: 'delivered',
      });
    }
  }
  return orders;
}

fs.mkdirSync(BENCH_CACHE, { recursive: true });
const jpegs = await photos();
console.log(`Photos: ${jpegs.map((jpeg) => (jpeg.length / MIB).toFixed(2)).join(', ')} MiB`);
const blobs = jpegs.map((jpeg) => new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
/** BENCH_PHOTOS: the photos each return sends (5); 0 measures the return without its photos. */
const photosSent = Number(process.env.BENCH_PHOTOS ?? PHOTOS);
const rows: string[] = [];

for (const dialect of databases) {
  const databaseUrl =
    dialect === 'sqlite'
      ? `sqlite:${path.join(BENCH_CACHE, 'returns-308.db')}`
      : // A database of its own beside the catalogue's and tracking's: the number only tells them apart.
        await postgresDatabase(310);
  await ensureCatalogue(databaseUrl, 308);
  const photoDir = path.join(BENCH_CACHE, `return-photos-${dialect}`);
  fs.rmSync(photoDir, { recursive: true, force: true });
  const api = await startApi({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
    PUBLIC_ORIGINS: ORIGIN,
    RETURN_PHOTO_DIR: photoDir,
  });
  try {
    const pid = api.process.pid;
    if (pid === undefined) throw new Error('the API has no process id');
    console.log(`\n${dialect}: placing, shipping and delivering ${uploads} orders…`);
    const orders = await deliveredOrders(api.url, databaseUrl);
    await waitUntilIdle(api.url);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = memoryOf(pid);
    const peakReset = resetPeak(pid);
    const samples: Memory[] = [idle];
    const sampler = setInterval(() => samples.push(memoryOf(pid)), SAMPLE_MS);

    const started = performance.now();
    const answers = await Promise.all(
      orders.map(async ({ shopper, reference }) => {
        const form = new FormData();
        // placeOrders buys one unit of one product: the order's line 1.
        form.append(
          'request',
          JSON.stringify({ lines: [{ position: 1, quantity: 1, reason: 'changed_mind' }] }),
        );
        blobs
          .slice(0, photosSent)
          .forEach((blob, index) => form.append('photos', blob, `photo-${index + 1}.jpg`));
        const sent = performance.now();
        const { status, text } = await shopper.send('POST', `/v1/sending/returns/${reference}`, form);
        return { status, text, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - started;
    samples.push(memoryOf(pid));
    clearInterval(sampler);
    const after = memoryOf(pid);
    await waitUntilIdle(api.url);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settled = memoryOf(pid);

    const peakRss = Math.max(...samples.map((sample) => sample.rssMb));
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const statusText = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
    const times = answers.map((answer) => answer.ms);
    const stored = storedSizes(photoDir);
    const bound = peakRss < 300 && after.hwmMb < 300 ? 'holds' : 'does not hold';
    console.log(
      `  RSS idle ${idle.rssMb} MB; peak ${peakRss} MB (VmHWM ${after.hwmMb} MB${peakReset ? '' : ', since start'}); after ${after.rssMb} MB, ${settled.rssMb} MB 5 s later`,
    );
    console.log(
      `  ${uploads} uploads in ${(wallMs / 1000).toFixed(1)} s; answer median ${(median(times) / 1000).toFixed(1)} s, max ${(Math.max(...times) / 1000).toFixed(1)} s; ${statusText}; ${samples.length} samples`,
    );
    console.log(`  stored photos: ${stored.photos.length}, ${range(stored.photos)}`);
    console.log(`  thumbnails: ${stored.thumbnails.length}, ${range(stored.thumbnails)}`);
    console.log(`  300 MB bound ${bound}`);
    for (const answer of answers.filter((answer) => answer.status !== 201))
      console.log(`  ${answer.status}: ${answer.text.slice(0, 300)}`);
    rows.push(
      `| ${dialect} | ${idle.rssMb} MB | ${peakRss} MB | ${after.hwmMb} MB | ${after.rssMb} / ${settled.rssMb} MB | ${(wallMs / 1000).toFixed(1)} s | ${(median(times) / 1000).toFixed(1)} / ${(Math.max(...times) / 1000).toFixed(1)} s | ${statusText} | ${range(stored.photos)} | ${bound} |`,
    );
  } finally {
    await api.stop();
  }
}

console.log(
  `\nReturn photo uploads: ${uploads} at once, ${PHOTOS} photos of ${(Math.min(...jpegs.map((jpeg) => jpeg.length)) / MIB).toFixed(2)}-${(Math.max(...jpegs.map((jpeg) => jpeg.length)) / MIB).toFixed(2)} MiB each`,
);
console.log(
  '| database | RSS idle | peak RSS (50 ms samples) | peak VmHWM | RSS after / 5 s later | wall time | answer median / max | statuses | stored photo size | 300 MB bound |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |');
for (const row of rows) console.log(row);
