// Where and how large the browser tests' large-archive server is (issue 11); no server code here, so
// vite.config.ts and the browser tests can import it.

/** The path prefix under which the browser tests reach it (vite.config.ts proxy; the worker's apiBase). */
export const LARGE_ARCHIVE_PREFIX = '/large-archive';
/** several thousand rounds (issue 11 "Tests that must exist"); few entries each keep the seed fast */
export const LARGE_ARCHIVE_ROUNDS = 3000;
export const LARGE_ARCHIVE_ENTRIES = 3;
