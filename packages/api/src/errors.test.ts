import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { errorCodeSchema } from "./error-codes";
import { AppError, errorShapeData, toHttpError } from "./errors";

const invalidInput = () => {
  const checked = z.object({ restaurantName: z.string().min(1) }).safeParse({ restaurantName: "" });
  return new TRPCError({ code: "BAD_REQUEST", cause: checked.error });
};

describe("error bodies", () => {
  it("keep a thrower's own code, else name the tRPC code's", () => {
    expect(toHttpError(new AppError("FORBIDDEN", { error: "Limit", code: "ENTRY_LIMIT_REACHED" }))).toEqual({
      status: 403,
      body: { error: "Limit", code: "ENTRY_LIMIT_REACHED" },
    });
    expect(toHttpError(new AppError("UNAUTHORIZED", { error: "Who?" })).body.code).toBe("UNAUTHENTICATED");
    expect(toHttpError(new AppError("TOO_MANY_REQUESTS", { error: "Slow down" })).body.code).toBe(
      "RATE_LIMITED",
    );
    expect(toHttpError(new AppError("NOT_FOUND", { error: "Gone" })).body.code).toBe("NOT_FOUND");
  });

  it("name a refused input VALIDATION_FAILED with each field's issue", () => {
    const { status, body } = toHttpError(invalidInput());
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Invalid request", code: "VALIDATION_FAILED" });
    expect(body.issues).toEqual([{ field: "restaurantName", message: expect.any(String) as string }]);
  });

  it("carry a code for tRPC's own errors and for failures", () => {
    expect(toHttpError(new TRPCError({ code: "NOT_FOUND", message: "No such procedure" }))).toEqual({
      status: 404,
      body: { error: "No such procedure", code: "NOT_FOUND" },
    });
    expect(toHttpError(new Error("disk on fire"))).toEqual({
      status: 500,
      body: { error: "Internal server error", code: "INTERNAL_ERROR" },
    });
  });

  it("give the web app the REST body of every error, each code one of the listed", () => {
    const errors = [
      invalidInput(),
      new AppError("CONFLICT", { error: "Taken" }),
      new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new Error("boom") }),
    ];
    for (const error of errors) {
      const { appError } = errorShapeData(error);
      expect(appError).toEqual(toHttpError(error).body);
      expect(errorCodeSchema.safeParse(appError.code).success).toBe(true);
    }
  });
});
