import type { Query } from "@tanstack/react-query";
import type { TRPCLink } from "@trpc/client";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, retryLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@bitelog/api";
import { REQUESTS, TIMINGS } from "@bitelog/config";

import { isAuthFailure } from "./auth-failure";
import { reportAuthRefused } from "./auth-refused";
import { currentIdToken, refreshTokenOnNextCall } from "./firebase";
import { retryOnce } from "./query-retry";

const pageOpenedAt = Date.now();
// TanStack Query counts the page online until an `offline` event: a page opened offline says so.
onlineManager.setOnline(navigator.onLine);

/**
 * How long an answer stays fresh: `ms` online, from when this page fetched it; one kept on the
 * device from an earlier visit is asked for again, as a reload always did. Offline, what the device
 * holds is the answer: a screen opens with it at once, and refreshes when the connection is back.
 */
export const freshFor =
  (ms: number) =>
  ({ state }: { state: Pick<Query["state"], "dataUpdatedAt"> }): number => {
    if (!onlineManager.isOnline()) return Infinity;
    return state.dataUpdatedAt < pageOpenedAt ? 0 : ms;
  };

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: freshFor(TIMINGS.entryListStaleMs),
      // Kept for the page's life: the device copy (device-cache.ts) holds only what the cache
      // holds, and must outlive a connection lost for days (no timer can count that long).
      gcTime: Infinity,
      // A screen never opened online has nothing to show offline: it says so at once.
      networkMode: "always",
      retry: (failureCount, error) => onlineManager.isOnline() && retryOnce(failureCount, error),
    },
  },
});

type ClientError = Parameters<Parameters<typeof retryLink<AppRouter>>[0]["retry"]>[0]["error"];

function authFailed(error: ClientError): boolean {
  return isAuthFailure(error.data?.httpStatus, error.data?.appError.code);
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
          if (authFailed(error)) reportAuthRefused();
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
