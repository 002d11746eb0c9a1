import { Trans } from "@lingui/react/macro";
import { Link2 } from "lucide-react";

import { Badge } from "../../components/ui/badge";
import { useIsShared } from "./use-share-link";

/** "Shared" on an entry that has a live share link; nothing otherwise. */
export function SharedBadge({ entryId }: { entryId: string }) {
  if (!useIsShared(entryId)) return null;
  return (
    <Badge variant="info">
      <Link2 aria-hidden />
      <Trans id="sharing.sharedBadge">Shared</Trans>
    </Badge>
  );
}
