import { createFileRoute } from "@tanstack/react-router";

/** docs/product.md §2: the identity provider's iframe path renders an empty container. */
export const Route = createFileRoute("/__/auth/iframe")({
  component: () => <div />,
});
