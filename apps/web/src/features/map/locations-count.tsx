import { Plural } from "@lingui/react/macro";
import { MapPin } from "lucide-react";

/** Spec §2: how many entries stand on the map. */
export function LocationsCount({ count }: { count: number }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
      <MapPin aria-hidden="true" className="size-4 text-primary" />
      <Plural id="map.locationsCount" value={count} one="# location" other="# locations" />
    </p>
  );
}
