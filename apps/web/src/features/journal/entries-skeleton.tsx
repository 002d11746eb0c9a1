import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";

/** Placeholders in the shape of the list while it loads. */
export function EntriesSkeleton({ layout }: { layout: "card" | "row" }) {
  return (
    <ul
      aria-hidden
      className={cn(layout === "card" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-2")}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton className={layout === "card" ? "h-64 rounded-xl" : "h-20 rounded-xl"} />
        </li>
      ))}
    </ul>
  );
}
