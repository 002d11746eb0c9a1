import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useId } from "react";

import { Button } from "../../components/ui/button";
import { useUserLocation } from "../location/use-location";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import { useOpenMap } from "./use-open-map";

type LatLng = google.maps.LatLngLiteral;

interface LocationPickerProps {
  position: LatLng | null;
  onChange: (position: LatLng | null) => void;
}

/**
 * The entry's pin on a small map (docs/product.md §2, /new and edit): a chosen place puts it there, a click
 * or tap puts it elsewhere, dragging corrects it, and it stays until removed or replaced.
 */
export function LocationPicker({ position, onChange }: LocationPickerProps) {
  const { t } = useLingui();
  const helpId = useId();
  const openMap = useOpenMap();
  const { state: location } = useUserLocation();
  const around = location.status === "success" ? location.position : null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">
          <Trans id="entryForm.pinTitle">Position on the map</Trans>
        </span>
        {position && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            <Trans id="entryForm.removePin">Remove the pin</Trans>
          </Button>
        )}
      </div>
      <p id={helpId} className="text-xs text-muted-foreground">
        {position ? (
          <Trans id="entryForm.pinHelpPlaced">
            Drag the pin (or focus it and use the arrow keys) to correct the position, or click the map to
            move it there.
          </Trans>
        ) : (
          <Trans id="entryForm.pinHelpEmpty">
            Choose a suggested address, or click or tap the map to place the pin yourself.
          </Trans>
        )}
      </p>
      <div aria-describedby={helpId}>
        {openMap.status === "loading" && <MapPlaceholder className="h-64" />}
        {openMap.status === "failed" && <MapUnavailable reason="failed" onRetry={openMap.retry} />}
        {openMap.status === "ready" && (
          <openMap.module.OpenPinMap
            position={position}
            onChange={onChange}
            around={around}
            mapLabel={t({ id: "entryForm.pinMap", message: "Map for the entry's position" })}
            pinLabel={t({ id: "entryForm.pin", message: "The entry's pin" })}
          />
        )}
      </div>
    </div>
  );
}
