import { initTRPC, TRPCError } from "@trpc/server";

import type { RateLimit } from "@bitelog/config";
import type { DatabaseFailure, User } from "@bitelog/db";
import { databaseFailure } from "@bitelog/db";

import type { Context } from "./context";
import type { AppErrorDetails } from "./errors";
import type { VerifiedIdentity } from "./ports";
import { AppError, errorShapeData } from "./errors";
import { InvalidTokenError } from "./ports";
import { enforceRateLimit } from "./rate-limits/enforce";
import { storableInput } from "./storable-input";
import { findAccount } from "./users/accounts";
import { inWriteSlot } from "./write-slots";

/** What a procedure declares about itself, read by the middleware below. */
export interface ProcedureMeta {
  /** Calls past this limit are refused (429); every call counts, each of a batch too. */
  rateLimit?: RateLimit;
  /** The caller's token is checked with the identity provider now, not taken on trust from a while ago. */
  checkRevoked?: boolean;
  /**
   * Called only in-process by the server's own routes (REST, images, share pages), which take or
   * answer what tRPC's JSON cannot carry or check what it does not: not served on /trpc.
   */
  restOnly?: boolean;
  /**
   * Waits on the payment provider, holding no database connection meanwhile (no outside call in a
   * transaction): it takes none of the user's write slots, so a provider that stalls cannot hold
   * the user's other writes back. Such procedures carry a rate limit instead, which bounds them.
   */
  paymentProvider?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stack traces to clients, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      return { ...shape, data: { ...shape.data, ...errorShapeData(error) } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Seconds a client is asked to wait before trying again while the database is unreachable or busy. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const DATABASE_FAILURES: Record<DatabaseFailure, AppErrorDetails> = {
  unreachable: {
    error: "Database unavailable",
    code: "DATABASE_UNAVAILABLE",
    message: "The database cannot be reached at the moment. Please try again in a few seconds.",
  },
  busy: {
    error: "Database busy",
    code: "DATABASE_BUSY",
    message: "The database could not take this request in time. Please try again in a few seconds.",
  },
};

/** A database that cannot be reached, or cannot take the call in time: 503 saying so, not a 500. */
function serviceUnavailable(error: unknown): AppError | null {
  const failure = databaseFailure(error);
  return failure
    ? new AppError("SERVICE_UNAVAILABLE", DATABASE_FAILURES[failure], {
        cause: error,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      })
    : null;
}

/** What the checks below read of a call (a middleware's options). */
interface CallChecks {
  ctx: Context;
  meta: ProcedureMeta | undefined;
  type: string;
  getRawInput: () => Promise<unknown>;
}

/**
 * Every procedure: a database that cannot be reached, or cannot take the call in time, answers 503
 * saying so (and the next call simply tries again: the pool reconnects once it is back), not a 500;
 * input the database cannot hold is refused (400) before anything is done; a signed-in user's write
 * waits for a slot of theirs (see write-slots.ts); and a call with a rate limit is counted against it.
 * Then `proceed`: the procedure kind's own checks and the call. Each kind is one middleware: tRPC
 * copies the call's options for each one a call passes.
 */
async function guarded<Result extends { ok: boolean; error?: unknown }>(
  { ctx, meta, type, getRawInput }: CallChecks,
  proceed: () => Promise<Result>,
): Promise<Result> {
  const checked = async () => {
    // Answered as tRPC answers an input that fails its schema: 400 naming the field.
    const storable = storableInput.safeParse(await getRawInput());
    if (!storable.success) throw new TRPCError({ code: "BAD_REQUEST", cause: storable.error });
    const counted = async () => {
      if (meta?.rateLimit) await enforceRateLimit(ctx, meta.rateLimit);
      return proceed();
    };
    // A signed-in user's writes over the network wait for one of their write slots before asking
    // the database for anything: however many pile up, they cannot take other users' connections.
    return type === "mutation" && !meta?.paymentProvider && ctx.user && ctx.clientAddress !== null
      ? inWriteSlot(ctx.user.uid, counted)
      : counted();
  };
  // The procedure's own failure comes back as a result; a failure of the checks is thrown.
  const result = await checked().catch((error: unknown) => {
    throw serviceUnavailable(error) ?? error;
  });
  const unavailable = result.ok ? null : serviceUnavailable(result.error);
  if (unavailable) throw unavailable;
  return result;
}

export const publicProcedure = t.procedure.use((call) => guarded(call, () => call.next()));

type SignedIn = Context & { user: VerifiedIdentity; idToken: string };

const authenticationRequired = () =>
  new AppError("UNAUTHORIZED", { error: "Authentication required", code: "UNAUTHENTICATED" });

/** The caller's identity, checked with the provider again when the procedure asks for it. */
async function signedIn(ctx: Context, meta: ProcedureMeta | undefined): Promise<SignedIn> {
  if (!ctx.user || !ctx.idToken) throw authenticationRequired();
  if (meta?.checkRevoked) {
    await ctx.ports.identity.verifyIdToken(ctx.idToken, { checkRevoked: true }).catch((error: unknown) => {
      throw error instanceof InvalidTokenError ? authenticationRequired() : error;
    });
  }
  return ctx as SignedIn;
}

/** The signed-in caller's Bitelog account (created by the sign-in exchange). */
async function accountOf(ctx: SignedIn): Promise<User> {
  const account = await findAccount(ctx.db, ctx.user.uid);
  if (!account) {
    throw new AppError("UNAUTHORIZED", { error: "Account not found", code: "ACCOUNT_NOT_FOUND" });
  }
  return account;
}

/** A valid Firebase ID token is required; `ctx.user` is the caller's identity. */
export const protectedProcedure = t.procedure.use((call) =>
  guarded(call, async () => call.next({ ctx: { user: (await signedIn(call.ctx, call.meta)).user } })),
);

/** Also requires the caller's Bitelog account (created by the sign-in exchange); `ctx.account` is its row. */
export const accountProcedure = t.procedure.use((call) =>
  guarded(call, async () => {
    const caller = await signedIn(call.ctx, call.meta);
    return call.next({ ctx: { user: caller.user, account: await accountOf(caller) } });
  }),
);

/** The main app: also a verified e-mail address and accepted Terms of Service (docs/product.md §6). */
export const verifiedProcedure = t.procedure.use((call) =>
  guarded(call, async () => {
    const caller = await signedIn(call.ctx, call.meta);
    const account = await accountOf(caller);
    if (!caller.user.emailVerified) {
      throw new AppError("FORBIDDEN", { error: "Email not verified", code: "EMAIL_NOT_VERIFIED" });
    }
    if (!account.tos_accepted) {
      throw new AppError("FORBIDDEN", { error: "Terms of Service not accepted", code: "TOS_NOT_ACCEPTED" });
    }
    return call.next({ ctx: { user: caller.user, account } });
  }),
);
