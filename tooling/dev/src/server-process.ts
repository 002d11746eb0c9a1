/**
 * What the server's process needs in its environment besides its settings; the Docker image's ENV
 * holds the same (the production-tree test checks it). glibc gives each thread that allocates an
 * arena of its own, and V8's WebAssembly compiler threads (PGlite's PostgreSQL) leave theirs
 * fragmented and held for good: two arenas hold far less. Those compilers also take a great deal
 * of memory, in blocks the size of V8's largest compile zone segment, and free it when done: glibc
 * keeps such blocks in its heaps among live ones, resident for good, unless blocks of that size
 * are mapped on their own and unmapped when freed. The threshold is fixed so that glibc does not
 * raise it as large blocks are freed.
 */
export const serverProcessEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" };
