import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";

import { createLogger, requestLogging } from "./logger";

interface LogLine {
  level: number;
  msg: string;
  req: { method: string; path: string };
  res: { status: number };
  responseTime: number;
}

function loggedApp(level: string) {
  const lines: LogLine[] = [];
  const logger = createLogger(level, {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  const app = new Hono();
  app.use(requestLogging(logger));
  app.get("/s/:token", (c) => c.text("shared"));
  app.get("/broken", (c) => c.text("broken", 500));
  // Made once the middleware exists: what it makes per request.
  const child = vi.spyOn(logger, "child");
  return { app, lines, child };
}

describe("the request log", () => {
  it("writes one line per request with one call, method, path without share tokens, status and time", async () => {
    const { app, lines, child } = loggedApp("info");
    await app.request("/s/secret-token?x=1");
    await app.request("/broken", { method: "GET" });
    expect(lines).toMatchObject([
      {
        level: 30,
        msg: "Request completed",
        req: { method: "GET", path: "/s/:token" },
        res: { status: 200 },
      },
      { level: 50, msg: "Request completed", req: { method: "GET", path: "/broken" }, res: { status: 500 } },
    ]);
    expect(typeof lines[0]?.responseTime).toBe("number");
    // No logger made per request.
    expect(child).not.toHaveBeenCalled();
  });

  it("writes nothing for requests below its level", async () => {
    const { app, lines } = loggedApp("warn");
    await app.request("/s/secret-token");
    await app.request("/broken");
    expect(lines.map((line) => line.res.status)).toEqual([500]);
  });
});
