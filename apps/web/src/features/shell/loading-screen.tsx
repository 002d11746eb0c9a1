import { Trans } from "@lingui/react/macro";

import { PRODUCT_NAME } from "@bitelog/config";

import { Spinner } from "../../components/ui/spinner";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * The centred "Loading..." shown while a view or its data loads (docs/product.md §2); it holds the page's
 * place. It stands in for a whole screen, so it keeps the screen's outline too: a main landmark and an <h1>
 * (hidden: the product name, since the screen's own title is not known yet) for people who move by
 * headings, and a status that announces the loading once, politely.
 */
export function LoadingScreen() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-[60vh] flex-1 items-center justify-center outline-none"
    >
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        <Trans id="common.loading">Loading...</Trans>
      </p>
    </main>
  );
}
