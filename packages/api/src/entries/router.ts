import type { TRPCRouterRecord } from "@trpc/server";

import { placeInCitySoon } from "../geocoding/entry-cities";
import { suggestCities } from "../geocoding/gazetteer";
import { geocodeSoon } from "../geocoding/geocode-entries";
import { verifiedProcedure } from "../trpc";
import { createEntry, deleteEntry, listEntries, readEntry, updateEntry } from "./entries";
import { browseEntries, searchEntries } from "./find-entries";
import {
  browseInput,
  browseResultSchema,
  createEntryRequest,
  deletedSchema,
  deleteEntryInput,
  entryByIdInput,
  entryViewSchema,
  searchInput,
  searchResultSchema,
  townSuggestionsInput,
  updateEntryInput,
} from "./schemas";

/** As many towns as the address field lists. */
const TOWN_SUGGESTIONS = 5;

/** The journal (docs/product.md §7, /journal): every call is scoped to the signed-in account. */
export const entriesRouter = {
  /**
   * No `.output()`: the whole journal comes from the read model kept in memory (journal-cache.ts),
   * and checking all of it on every read would cost what the cache saves. Its entries are made by
   * the same toEntryView as those of `get`, whose output is checked.
   */
  list: verifiedProcedure.query(({ ctx }) => listEntries(ctx)),

  get: verifiedProcedure
    .input(entryByIdInput)
    .output(entryViewSchema)
    .query(({ ctx, input }) => readEntry(ctx, input)),

  create: verifiedProcedure
    .input(createEntryRequest)
    .output(entryViewSchema)
    .mutation(async ({ ctx, input }) => {
      const entry = await createEntry(ctx, input);
      geocodeSoon(ctx, entry);
      placeInCitySoon(ctx, entry);
      return entry;
    }),

  update: verifiedProcedure
    .input(updateEntryInput)
    .output(entryViewSchema)
    .mutation(async ({ ctx, input }) => {
      const entry = await updateEntry(ctx, input);
      geocodeSoon(ctx, entry);
      placeInCitySoon(ctx, entry);
      return entry;
    }),

  /**
   * Towns for the address field when the place search (Photon) does not answer, from the embedded
   * gazetteer; an entry saved with one is placed by the geocoding after the save.
   */
  townSuggestions: verifiedProcedure
    .input(townSuggestionsInput)
    .query(({ input }) => suggestCities(input.query, input.language, TOWN_SUGGESTIONS)),

  delete: verifiedProcedure
    .input(deleteEntryInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteEntry(ctx, input)),

  search: verifiedProcedure
    .input(searchInput)
    .output(searchResultSchema)
    .query(({ ctx, input }) => searchEntries(ctx, input)),

  browse: verifiedProcedure
    .input(browseInput)
    .output(browseResultSchema)
    .query(({ ctx, input }) => browseEntries(ctx, input)),
} satisfies TRPCRouterRecord;
