/**
 * What the server's process needs in its environment besides its settings; the Docker image's ENV
 * holds the same (the production-tree test checks it). glibc gives each thread that allocates an
 * arena of its own, and V8's WebAssembly compiler threads (PGlite's PostgreSQL) leave theirs
 * fragmented and held for good: two arenas hold far less.
 */
export const serverProcessEnv = { MALLOC_ARENA_MAX: "2" };
