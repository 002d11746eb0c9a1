import { Trans } from "@lingui/react/macro";

import { Spinner } from "../../components/ui/spinner";
import { MAIN_CONTENT_ID } from "./skip-link";

/** The centred "Loading..." shown while a view or its data loads (spec §2); it holds the page's place. */
export function LoadingScreen() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-[60vh] flex-1 items-center justify-center outline-none"
    >
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        <Trans id="common.loading">Loading...</Trans>
      </p>
    </main>
  );
}
