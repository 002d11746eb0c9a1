import { createFileRoute, Outlet, useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

import { loadCatalogPart } from "@bitelog/i18n";

import { CheckingAuthentication } from "../features/auth/checking-authentication";
import { requireTermsAccepted } from "../features/auth/guards";
import { logout } from "../features/auth/session-store";
import { useIdleLogout } from "../features/auth/use-idle-logout";
import { useSession } from "../features/auth/use-session";
import { ApiProvider } from "../features/layout/api-provider";
import { AppLayout } from "../features/layout/app-layout";
import { useLogoutConfirmation } from "../features/outbox/logout-confirmation";
import { LegacyImportOffer } from "../features/transfer/legacy-import-offer";

/**
 * Every screen of the main app: signed in, e-mail verified, terms accepted (docs/product.md §2, §6). The
 * guards run before any loader below, and pass the API (loaded here, not on the landing page) to them, its
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
  const router = useRouter();
  const session = useSession();
  const logoutConfirmation = useLogoutConfirmation(async () => {
    await logout();
    await navigate({ to: "/" });
  });

  // The landing page says why (its notice), where the person will look next, and signing in again
  // returns to the screen they were on. Changes not sent yet and entries not saved (drafts) stay on
  // the device for this account: nobody chose to drop them (issues 21 and 32).
  const signOutWhenIdle = useCallback(() => {
    const { href } = router.state.location;
    void logout("idle").then(() => navigate({ to: "/", search: { notice: "idle", redirect: href } }));
  }, [navigate, router]);
  useIdleLogout(signOutWhenIdle);

  // Between a sign-out and the guard's redirect the session is already gone.
  if (session.status !== "signedIn") return <CheckingAuthentication />;
  return (
    <AppLayout username={session.user.username} onLogout={() => void logoutConfirmation.request()}>
      <Outlet />
      {logoutConfirmation.dialog}
      <LegacyImportOffer timeZone={session.user.timezone} />
    </AppLayout>
  );
}
