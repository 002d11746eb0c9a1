import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";

/** What the web app may see: types only. */
export type { AppRouter } from "./root";
export type { AppErrorBody, FieldIssue } from "./errors";
export type { UploadResult } from "./photos/schemas";
export type { ErrorCode } from "./error-codes";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
