import { useQuery } from "@tanstack/react-query";

import { DEFAULT_MAX_PHOTOS_PER_ENTRY } from "@bitelog/config";

import { trpc } from "../../lib/trpc";

/** The photos one entry may have on the user's plan (docs/product.md §5); 3 when the server gives none. */
export function usePhotoLimit(): number {
  const info = useQuery(trpc.membership.info.queryOptions());
  return info.data?.limits.maxPhotosPerEntry ?? DEFAULT_MAX_PHOTOS_PER_ENTRY;
}
