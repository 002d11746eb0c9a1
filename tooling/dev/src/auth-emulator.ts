import { fileURLToPath } from "node:url";

import type { Service } from "./processes";
import { launcherEnv } from "./env";
import { isListening, startService, waitFor } from "./processes";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

export const authEmulatorHost = `127.0.0.1:${launcherEnv.authEmulatorPort}`;

async function emulatorReady(): Promise<boolean> {
  try {
    const response = await fetch(`http://${authEmulatorHost}/`);
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * The Firebase Auth emulator (auth only, project demo-bitelog). Reuses one that is already running,
 * so a test run inside `npm test` and a developer's `npm start` can share it.
 */
export async function startAuthEmulator(): Promise<Service | null> {
  if (await emulatorReady()) return null;
  if (await isListening(launcherEnv.authEmulatorPort)) {
    throw new Error(
      `Port ${launcherEnv.authEmulatorPort} is taken by something that is not the Auth emulator`,
    );
  }
  const service = startService(
    "auth emulator",
    "npx",
    [
      "firebase",
      "emulators:start",
      "--only",
      "auth",
      "--project",
      launcherEnv.projectId,
      "--log-verbosity",
      "QUIET",
    ],
    { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  await Promise.race([
    waitFor(emulatorReady, "the Firebase Auth emulator", 120_000),
    service.exited.then((code) => {
      throw new Error(`The Firebase Auth emulator exited early (code ${code})`);
    }),
  ]);
  return service;
}
