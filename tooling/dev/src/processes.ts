import type { ChildProcess, SpawnOptions } from "node:child_process";
import { spawn } from "node:child_process";
import { createConnection } from "node:net";

/** Whether something accepts TCP connections on the port. */
export function isListening(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number>;
  stop(): Promise<number>;
}

/** Starts a child in its own process group, so stopping it also stops whatever it started. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Service {
  const child = spawn(command, args, { stdio: "inherit", detached: true, ...options });
  const exited = new Promise<number>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once("error", () => resolve(1));
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  return {
    name,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup("SIGTERM");
        const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return exited;
    },
  };
}
