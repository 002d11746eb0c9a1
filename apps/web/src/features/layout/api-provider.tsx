import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";

import { queryClient } from "../../lib/trpc";
import { sessionStore } from "../auth/session-store";

// What one person's session fetched is not shown to the next.
let wasSignedIn = sessionStore.state.status === "signedIn";
sessionStore.subscribe(({ status }) => {
  if (wasSignedIn && status !== "signedIn") queryClient.clear();
  wasSignedIn = status === "signedIn";
});

/**
 * The API's query cache, for the screens that call the API (the signed-in area): the public
 * pages' first paint does not load the client.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
