import { InvalidEnvironmentError, parseServerEnv } from "@bitelog/config/env";

import { startServer } from "./server";

try {
  const server = await startServer(parseServerEnv());
  console.log(`\n  Bitelog is running at ${server.url}\n`);
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing in-flight requests…`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}
