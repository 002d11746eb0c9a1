import type { TRPCRouterRecord } from "@trpc/server";

import { RATE_LIMITS } from "@bitelog/config";

import { AppError } from "../errors";
import { InvalidTokenError } from "../ports";
import { accountProcedure, publicProcedure } from "../trpc";
import { setTosAcceptance, updateSettings, upsertAccount } from "./accounts";
import { deleteAccount } from "./delete-account";
import {
  accountDeletedSchema,
  deleteAccountInput,
  exchangeInput,
  settingsUpdateInput,
  tosAcceptanceInput,
  userViewSchema,
} from "./schemas";
import { toUserView } from "./user-view";

export const authRouter = {
  /** The sign-in exchange (POST /api/auth/firebase): a Firebase ID token in, the Bitelog user out. */
  exchange: publicProcedure
    .meta({ rateLimit: RATE_LIMITS.signIn })
    .input(exchangeInput)
    .output(userViewSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.website?.trim()) {
        throw new AppError("BAD_REQUEST", {
          error: "Sign-up refused",
          code: "SIGN_UP_REFUSED",
          message: "This request cannot be accepted.",
        });
      }
      // Asked of the provider now: a deleted or disabled user must not get an account back.
      const identity = await ctx.ports.identity
        .verifyIdToken(input.idToken, { checkRevoked: true })
        .catch((error: unknown) => {
          if (error instanceof InvalidTokenError)
            throw new AppError("UNAUTHORIZED", { error: "Invalid ID token", code: "UNAUTHENTICATED" });
          throw error;
        });
      return toUserView(await upsertAccount({ db: ctx.db, identity }, input), identity);
    }),
} satisfies TRPCRouterRecord;

export const userRouter = {
  settings: accountProcedure.output(userViewSchema).query(({ ctx }) => toUserView(ctx.account, ctx.user)),

  updateSettings: accountProcedure
    .input(settingsUpdateInput)
    .output(userViewSchema)
    .mutation(async ({ ctx, input }) => toUserView(await updateSettings(ctx, input), ctx.user)),

  setTosAcceptance: accountProcedure
    .input(tosAcceptanceInput)
    .output(userViewSchema)
    .mutation(async ({ ctx, input }) => toUserView(await setTosAcceptance(ctx, input), ctx.user)),

  deleteAccount: accountProcedure
    .meta({ rateLimit: RATE_LIMITS.accountDeletion, checkRevoked: true })
    .input(deleteAccountInput)
    .output(accountDeletedSchema)
    .mutation(({ ctx, input }) => {
      if (input.firebaseUid && input.firebaseUid !== ctx.user.uid) {
        throw new AppError("FORBIDDEN", {
          error: "You can only delete your own account.",
          code: "NOT_YOUR_ACCOUNT",
        });
      }
      return deleteAccount(ctx);
    }),
} satisfies TRPCRouterRecord;
