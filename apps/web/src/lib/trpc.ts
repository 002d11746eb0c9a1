import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

import type { AppRouter } from "@bitelog/api";
import { TIMINGS } from "@bitelog/config";

import { currentIdToken } from "./firebase";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: TIMINGS.entryListStaleMs, retry: 1 } },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      async headers() {
        const token = await currentIdToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
