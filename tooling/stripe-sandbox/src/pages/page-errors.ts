import type { ErrorHandler } from "hono";
import { html } from "hono/html";

import { StripeApiError } from "../errors";
import { layout } from "./layout";

/** Errors on the hosted pages are shown as a page, with the status the API would have answered. */
export const pageErrors: ErrorHandler = (error, c) => {
  const status = error instanceof StripeApiError ? error.status : 500;
  return c.html(
    layout(
      "Error",
      html`<h1>Something is wrong</h1>
        <p>${error.message}</p>`,
    ),
    status,
  );
};
