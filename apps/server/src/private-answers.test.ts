import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { privateAnswers } from "./private-answers";

describe("private answers", () => {
  it("mark the answer itself private, no-store, without copying it, and leave a route's own Cache-Control", async () => {
    const answers: Response[] = [];
    let kept = true;
    const app = new Hono();
    // Outside privateAnswers: sees whether the answer it gets is the one the route made.
    app.use(async (c, next) => {
      await next();
      kept &&= answers.includes(c.res);
    });
    app.use(privateAnswers);
    const made = (answer: Response) => {
      answers.push(answer);
      return answer;
    };
    app.get("/own", (c) => made(c.json({})));
    app.get("/cached", (c) => made(c.json({}, 200, { "Cache-Control": "private, no-cache" })));

    expect((await app.request("/own")).headers.get("cache-control")).toBe("private, no-store");
    expect((await app.request("/cached")).headers.get("cache-control")).toBe("private, no-cache");
    expect(kept).toBe(true);
  });
});
