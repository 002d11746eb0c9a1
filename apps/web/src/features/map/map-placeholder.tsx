import { useLingui } from "@lingui/react/macro";

import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";

/** Stands where the map will be while its code and basemap load. */
export function MapPlaceholder({ className = "h-[min(70vh,40rem)] min-h-80" }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div className="relative">
      <Skeleton className={`${className} w-full rounded-xl`} />
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner className="size-6" label={t({ id: "map.loading", message: "Loading the map…" })} />
      </div>
    </div>
  );
}
