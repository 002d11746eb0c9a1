import { useSelector } from "@tanstack/react-store";

import type { Session } from "./session-store";
import { sessionStore } from "./session-store";

export function useSession(): Session {
  return useSelector(sessionStore);
}
