import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmulatorUser } from "../testing";
import { AppError, errorHeaders, toHttpError } from "../errors";
import { InvalidTokenError } from "../ports";
import { createEmulatorUser, tamperedToken, testProjectId, whileAuthEmulatorAt } from "../testing";
import { createFirebaseIdentity } from "./firebase-identity";

/** A loopback address where nothing listens: asking the provider there fails to connect. */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

const newIdentity = () => createFirebaseIdentity({ projectId: testProjectId, useEmulator: true });

describe("Firebase identity", () => {
  const identity = newIdentity();
  const unreachable = newIdentity();
  let user: EmulatorUser;
  beforeAll(async () => {
    user = await createEmulatorUser({ emailVerified: true });
  });
  afterAll(async () => {
    await Promise.all([identity.close(), unreachable.close(), user.dispose()]);
  });

  it("answers 503, not 401, while the provider cannot be asked about a valid token", async () => {
    const token = await user.idToken();
    const expired = tamperedToken(token, { exp: Math.floor(Date.now() / 1000) - 60 });
    const [refused, expiredRefused] = await whileAuthEmulatorAt(await deadAddress(), () =>
      Promise.all(
        [token, expired].map((candidate) =>
          unreachable.verifyIdToken(candidate).then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ),
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(toHttpError(refused)).toEqual({
      status: 503,
      body: {
        error: "Sign-in service unavailable",
        code: "SIGN_IN_SERVICE_UNAVAILABLE",
        message: "Your sign-in could not be checked at the moment. Please try again in a few seconds.",
      },
    });
    expect(errorHeaders(refused)).toEqual({ "Retry-After": "5" });

    // A token that needs no asking is still refused as such; once the provider answers, the valid one passes.
    expect(expiredRefused).toBeInstanceOf(InvalidTokenError);
    expect(await identity.verifyIdToken(token)).toMatchObject({ uid: user.uid, emailVerified: true });
  });
});
