import type { TRPCRouterRecord } from "@trpc/server";

import { deletedSchema } from "../entries/schemas";
import { geocodeSoon } from "../geocoding/geocode-entries";
import { verifiedProcedure } from "../trpc";
import { createPlace, deletePlace, listPlaces, restorePlace, updatePlace } from "./places";
import {
  createPlaceInput,
  deletePlaceInput,
  placeListSchema,
  placeToTrySchema,
  restorePlaceInput,
  updatePlaceInput,
} from "./schemas";

/** The places to try (issue 33): every call is scoped to the signed-in account. */
export const placesToTryRouter = {
  list: verifiedProcedure.output(placeListSchema).query(({ ctx }) => listPlaces(ctx)),

  create: verifiedProcedure
    .input(createPlaceInput)
    .output(placeToTrySchema)
    .mutation(async ({ ctx, input }) => {
      const place = await createPlace(ctx, input);
      geocodeSoon(ctx, place, "places_to_try");
      return place;
    }),

  update: verifiedProcedure
    .input(updatePlaceInput)
    .output(placeToTrySchema)
    .mutation(async ({ ctx, input }) => {
      const place = await updatePlace(ctx, input);
      geocodeSoon(ctx, place, "places_to_try");
      return place;
    }),

  delete: verifiedProcedure
    .input(deletePlaceInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deletePlace(ctx, input)),

  /** The Undo after "I went": the place is back on the list, the visit stays. */
  restore: verifiedProcedure.input(restorePlaceInput).mutation(({ ctx, input }) => restorePlace(ctx, input)),
} satisfies TRPCRouterRecord;
