import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * Test support: the Cloud Storage emulator of firebase-tools, served from this process.
 *
 * `firebase emulators:start --only storage` does not run here: it refuses Java below 21 (the
 * machine has 17) and downloads a security-rules runtime (a jar) from Google, with no internet.
 * That runtime only judges client-SDK calls against security rules; firebase-admin's calls bypass
 * rules, and the HTTP API they use is plain Node code in firebase-tools. So we start that part
 * alone. firebase-tools ships no types and these modules are internal: the shapes below are the
 * little we use, and a firebase-tools upgrade that moves them fails these tests loudly.
 */

interface EmulatorArgs {
  projectId: string;
  host: string;
  port: number;
}

interface StorageEmulator {
  args: EmulatorArgs;
  /** Where uploaded bytes are kept; firebase-tools uses one shared folder, we give each run its own. */
  getPersistenceTmpDir(): string;
  /** Deletes the persistence folder; the rules runtime it also stops was never started. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const { StorageEmulator } = require("firebase-tools/lib/emulator/storage/index.js") as {
  StorageEmulator: new (args: EmulatorArgs) => StorageEmulator;
};
const { createApp } = require("firebase-tools/lib/emulator/storage/server.js") as {
  createApp: (
    projectId: string,
    emulator: StorageEmulator,
  ) => Promise<{ listen(port: number, host: string): Server }>;
};
// Object metadata builds download links from the registered emulator's address.
const { EmulatorRegistry } = require("firebase-tools/lib/emulator/registry.js") as {
  EmulatorRegistry: {
    set(name: "storage", emulator: StorageEmulator): void;
    clear(name: "storage"): void;
  };
};

export interface RunningStorageEmulator {
  /** `host:port`, the form FIREBASE_STORAGE_EMULATOR_HOST takes. */
  host: string;
  stop(): Promise<void>;
}

export async function startStorageEmulator(projectId: string): Promise<RunningStorageEmulator> {
  const blobs = await mkdtemp(join(tmpdir(), "bitelog-storage-emulator-"));
  class IsolatedStorageEmulator extends StorageEmulator {
    override getPersistenceTmpDir() {
      return blobs;
    }
  }
  const emulator = new IsolatedStorageEmulator({ projectId, host: "127.0.0.1", port: 0 });
  const server = (await createApp(projectId, emulator)).listen(0, "127.0.0.1");
  await once(server, "listening");
  emulator.args.port = (server.address() as AddressInfo).port;
  EmulatorRegistry.set("storage", emulator);

  return {
    host: `127.0.0.1:${emulator.args.port}`,
    async stop() {
      EmulatorRegistry.clear("storage");
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await emulator.stop();
      await rm(blobs, { recursive: true, force: true });
    },
  };
}
