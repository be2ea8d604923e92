/**
 * How the API's node process is started, by `npm start`, the benchmarks and the journeys alike (the API's
 * own `npm start` in apps/api/package.json writes the same out).
 */

/**
 * A small young generation, and an old generation let grow by half of what survived the last full
 * collection (V8 otherwise grows it up to fourfold under load), keep the API's resident memory under
 * 150 MB after bench:cart on both databases at about the same throughput.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

/**
 * glibc gives each thread that allocates its own malloc arena; two keep the API's resident memory
 * about 20 MB lower after bench:cart (148 against 167 MB) at the same throughput. Blocks of 64 KiB and
 * more (a socket's reads, an upload's chunks) come from mmap and go back to the system when freed:
 * glibc's default threshold grows up to 32 MB, and 20 uploads of 50 MB left the freed chunks scattered
 * in the heap (peak 346 MB against 284 in bench:returns).
 */
export const API_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
};
