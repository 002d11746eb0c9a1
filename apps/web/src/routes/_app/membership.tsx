import { createFileRoute } from "@tanstack/react-router";

import { MembershipPage } from "../../features/membership/membership-page";

export const Route = createFileRoute("/_app/membership")({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.allSettled([
      queryClient.query(trpc.membership.info.queryOptions()),
      queryClient.query(trpc.membership.usage.queryOptions()),
    ]),
  component: MembershipPage,
});
