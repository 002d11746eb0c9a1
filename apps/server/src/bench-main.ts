/**
 * The server as main.ts starts it, less the middleware its arguments name (`node
 * dist/bench-main.js logging compression`): how the API benchmark measures what each costs. Built
 * beside main.js; the Docker image does not copy it.
 */
import { z } from "zod";

import { parseServerEnv } from "@bitelog/config/env";

import { SWITCHABLE_MIDDLEWARE } from "./app";
import { startServer } from "./server";

const without = new Set(z.array(z.enum(SWITCHABLE_MIDDLEWARE)).parse(process.argv.slice(2)));
const server = await startServer(parseServerEnv(), { without });
process.once("SIGTERM", () => void server.close().then(() => process.exit(0)));
