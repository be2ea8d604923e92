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
 * about 20 MB lower after bench:cart (148 against 167 MB) at the same throughput.
 */
export const API_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
