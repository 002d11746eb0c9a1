/**
 * Runs a command with the local stand-ins up (the Firebase Auth emulator) and their addresses in
 * the environment, then stops them: `tsx tooling/dev/src/with-services.ts turbo run test`.
 */
import { authEmulatorHost, startAuthEmulator } from "./auth-emulator";
import { launcherEnv } from "./env";
import { startService } from "./processes";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: with-services <command> [args...]");
  process.exit(2);
}

const emulator = await startAuthEmulator();
const run = startService(command, command, args, {
  detached: false,
  env: { ...launcherEnv.inherited, FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost },
});
let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await run.stop();
  await emulator?.stop();
};
// Signals may arrive twice (the terminal's, and tsx's relay): the second must not cut the first short.
process.on("SIGINT", () => void stopAll());
process.on("SIGTERM", () => void stopAll());
const code = await run.exited;
await emulator?.stop();
process.exit(code);
