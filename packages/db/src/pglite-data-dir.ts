import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Creates a new PGlite data folder (initdb) in a worker thread. initdb's WebAssembly instances and
 * the data folder's image pass through hundreds of megabytes that the process holds until a
 * garbage collection, which an idle server may not run for hours; a thread's memory goes with it.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const worker = new Worker(
    `const { workerData } = require("node:worker_threads");
     import(workerData.pglite).then(({ PGlite }) => PGlite.create(workerData.dataDir)).then((db) => db.close());`,
    { eval: true, workerData: { pglite: import.meta.resolve("@electric-sql/pglite"), dataDir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the PGlite data folder ${dataDir} failed (${code})`)),
    );
  });
}
