import { Trans, useLingui } from "@lingui/react/macro";
import { LocateFixed } from "lucide-react";
import { useId } from "react";

import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface LocationPromptProps {
  onAllow: () => void;
  onDismiss: () => void;
}

/**
 * docs/product.md §4: asks before the browser does, and says what the position is used for
 * (docs/product.md §1).
 */
export function LocationPrompt({ onAllow, onDismiss }: LocationPromptProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Card asChild className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <section aria-labelledby={titleId}>
        <LocateFixed aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:block" />
        <div className="flex flex-1 flex-col gap-1">
          <h2 id={titleId} className="leading-tight font-semibold">
            {t({ id: "map.locationPromptTitle", message: "Show where you are on the map?" })}
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans id="map.locationPromptText">
              Your position is used only on this screen, and never sent to our server.
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onAllow}>
            <Trans id="map.allowLocation">Allow location</Trans>
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            <Trans id="map.notNow">Not now</Trans>
          </Button>
        </div>
      </section>
    </Card>
  );
}
