import { createFileRoute, Outlet, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";

import { loadCatalogPart } from "@bitelog/i18n";

import { CheckingAuthentication } from "../features/auth/checking-authentication";
import { requireTermsAccepted } from "../features/auth/guards";
import { logout } from "../features/auth/session-store";
import { useIdleLogout } from "../features/auth/use-idle-logout";
import { useSession } from "../features/auth/use-session";
import { ApiProvider } from "../features/layout/api-provider";
import { AppLayout } from "../features/layout/app-layout";
import { useLeaveOutbox } from "../features/outbox/use-leave-outbox";
import { LegacyImportOffer } from "../features/transfer/legacy-import-offer";

/**
 * Every screen of the main app: signed in, e-mail verified, terms accepted (spec §2, §6). The guards
 * run before any loader below, and pass the API (loaded here, not on the landing page) to them, its
 * cache restored from the device. The signed-in screens' part of the catalog is loaded here too.
 */
export const Route = createFileRoute("/_app")({
  beforeLoad: async (input) => {
    const [session, { queryClient, trpc }, { keepJournalOnDevice }, { startOutbox }] = await Promise.all([
      requireTermsAccepted(input),
      import("../lib/trpc"),
      import("../features/offline/device-cache"),
      import("../features/outbox/start-outbox"),
      loadCatalogPart("app"),
    ]);
    // The journal as this device last saw it, and the changes made here not sent yet, before any
    // loader asks for them (issue 21: offline).
    await Promise.all([
      keepJournalOnDevice(queryClient, session.firebaseUser.uid),
      startOutbox(session.firebaseUser.uid),
    ]);
    return { user: session.user, queryClient, trpc };
  },
  pendingComponent: CheckingAuthentication,
  pendingMs: 0,
  component: () => (
    <ApiProvider>
      <SignedInArea />
    </ApiProvider>
  ),
});

function SignedInArea() {
  const navigate = useNavigate();
  const session = useSession();
  const leaveOutbox = useLeaveOutbox();

  const signOut = useCallback(async () => {
    if (!(await leaveOutbox())) return;
    await logout();
    await navigate({ to: "/" });
  }, [navigate, leaveOutbox]);

  // The landing page says why (its notice), where the person will look next. Changes not sent
  // yet stay on the device for this account: nobody chose to drop them (issue 21).
  const signOutWhenIdle = useCallback(() => {
    void logout("idle").then(() => navigate({ to: "/", search: { notice: "idle" } }));
  }, [navigate]);
  useIdleLogout(signOutWhenIdle);

  // Between a sign-out and the guard's redirect the session is already gone.
  if (session.status !== "signedIn") return <CheckingAuthentication />;
  return (
    <AppLayout username={session.user.username} onLogout={() => void signOut()}>
      <Outlet />
      <LegacyImportOffer timeZone={session.user.timezone} />
    </AppLayout>
  );
}
