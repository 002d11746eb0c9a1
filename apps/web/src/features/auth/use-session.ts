import { useSyncExternalStore } from "react";

import type { Session } from "./session-store";
import { getSession, subscribeSession } from "./session-store";

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
