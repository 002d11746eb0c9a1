import type { TRPCRouterRecord } from "@trpc/server";
import { sql } from "kysely";
import { z } from "zod";

import { publicProcedure } from "../trpc";

export const healthRouter = {
  /** Liveness plus one database round trip. */
  check: publicProcedure.output(z.object({ status: z.literal("ok") })).query(async ({ ctx }) => {
    await sql`select 1`.execute(ctx.db);
    return { status: "ok" as const };
  }),
} satisfies TRPCRouterRecord;
