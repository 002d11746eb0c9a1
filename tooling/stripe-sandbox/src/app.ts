import { Hono } from "hono";

import type { ApiDeps } from "./api/deps";
import { requireSecretKey } from "./api/auth";
import { checkoutSessionRoutes } from "./api/checkout-sessions";
import { controlRoutes } from "./api/control";
import { customerRoutes } from "./api/customers";
import { portalSessionRoutes } from "./api/portal-sessions";
import { priceRoutes } from "./api/prices";
import { subscriptionRoutes } from "./api/subscriptions";
import { StripeApiError } from "./errors";
import { newId } from "./ids";
import { checkoutPages } from "./pages/checkout-page";
import { portalPages } from "./pages/portal-page";

/** The sandbox's HTTP surface: Stripe's API under /v1, the hosted pages, and the sandbox's own controls. */
export function createSandboxApp(deps: ApiDeps & { secretKey: string }): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    const apiError =
      error instanceof StripeApiError ? error : new StripeApiError(500, "api_error", error.message);
    return c.json(apiError.toBody(), apiError.status);
  });

  app.use("/v1/*", async (c, next) => {
    // The SDK reports this id with every error, as with Stripe's own.
    c.header("Request-Id", newId("req"));
    await next();
  });
  app.use("/v1/*", requireSecretKey(deps.secretKey));
  app.route("/v1/customers", customerRoutes(deps));
  app.route("/v1/prices", priceRoutes(deps));
  app.route("/v1/checkout/sessions", checkoutSessionRoutes(deps));
  app.route("/v1/billing_portal/sessions", portalSessionRoutes(deps));
  app.route("/v1/subscriptions", subscriptionRoutes(deps));
  app.all("/v1/*", (c) => {
    throw new StripeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). The Stripe sandbox implements only the calls Bitelog makes.`,
    );
  });

  app.route("/checkout", checkoutPages(deps));
  app.route("/portal", portalPages(deps));
  app.route("/sandbox", controlRoutes(deps));
  return app;
}
