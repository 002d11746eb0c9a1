import type { TRPCLink } from "@trpc/client";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, retryLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@bitelog/api";
import { REQUESTS, TIMINGS } from "@bitelog/config";

import { authErrorOccurred } from "../features/auth/session-store";
import { isAuthFailure } from "./auth-failure";
import { currentIdToken, refreshTokenOnNextCall } from "./firebase";
import { retryOnce } from "./query-retry";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: TIMINGS.entryListStaleMs, retry: retryOnce } },
});

type ClientError = Parameters<Parameters<typeof retryLink<AppRouter>>[0]["retry"]>[0]["error"];

function authFailed(error: ClientError): boolean {
  return isAuthFailure(error.data?.httpStatus, error.data?.appError?.error);
}

/** Reports a call still refused after the retry with a fresh token (the session then logs out). */
const authErrorLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          if (authFailed(error)) authErrorOccurred();
          observer.error(error);
        },
      }),
    );

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authErrorLink,
    retryLink({
      retry({ error, attempts }) {
        if (attempts > 1 || !authFailed(error)) return false;
        refreshTokenOnNextCall();
        return true;
      },
    }),
    httpBatchLink({
      url: "/trpc",
      // The server refuses larger batches.
      maxItems: REQUESTS.maxBatchCalls,
      async headers() {
        const token = await currentIdToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
