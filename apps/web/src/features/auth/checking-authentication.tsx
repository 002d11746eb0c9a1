import { Trans } from "@lingui/react/macro";

import { Spinner } from "../../components/ui/spinner";

/** docs/product.md §2: shown while the guard waits for the session. */
export function CheckingAuthentication() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner />
      <Trans id="auth.checking">Checking authentication...</Trans>
    </div>
  );
}
