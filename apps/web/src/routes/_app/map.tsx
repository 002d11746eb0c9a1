import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { Page } from "../../features/shell/page";

export const Route = createFileRoute("/_app/map")({
  component: MapPage,
});

function MapPage() {
  const { t } = useLingui();
  return <Page title={t({ id: "map.title", message: "Map" })} />;
}
