/**
 * The V8 flags production starts the mock provider's node with: `npm run serve -w mock-server`,
 * the image's CMD and the bench (`production-build.test.ts` keeps the three in step). They keep a
 * large upload from setting off a mark-compact every few megabytes, which cost about a quarter of
 * the upload's CPU (docs/decisions/0242-uploads-and-the-mark-compact-storm.md and 0243):
 *
 * - `gc` exposed, so a request body under way asks for a young collection every few megabytes
 *   (http/young-collections.ts) and the 64 KiB buffer each socket read allocated is freed soon
 *   after it is written, instead of piling up as external memory;
 * - the old generation allowed to grow to four times what a mark-compact left alive, so the
 *   buffers still in flight do not look like old-generation growth.
 */
export const PRODUCTION_NODE_FLAGS = ['--heap-growing-percent=300', '--expose-gc'];
