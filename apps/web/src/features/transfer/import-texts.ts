import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import { IMPORT_LIMITS } from "@bitelog/config";

import type { RestError } from "../../lib/rest-client";
import type { ImportAnswer } from "./upload-import";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { useFieldName } from "../entries/use-field-name";

type Source = ImportAnswer["source"];
type Problem = ImportAnswer["problems"][number];

/** The apps' own names: the same in every language. */
const SOURCE_NAMES: Record<Source, string> = {
  "google-takeout": "Google Takeout",
  foursquare: "Foursquare/Swarm",
  "day-one": "Day One",
  csv: "CSV",
  bitelog: "Bitelog",
};

/** What a file was recognised as, in the reader's language: "Google Takeout: 214 reviews, 3 saved lists with 88 places". */
export function useRecognisedText() {
  const { t } = useLingui();
  return ({ source, recognised }: Pick<ImportAnswer, "source" | "recognised">): string => {
    const count = (key: string) => recognised[key] ?? 0;
    const parts: string[] = [];
    if (source === "google-takeout") {
      parts.push(
        t({
          id: "import.countReviews",
          message: plural(count("reviews"), { one: "# review", other: "# reviews" }),
        }),
      );
      if (count("savedLists") > 0) {
        const places = t({
          id: "import.countPlaces",
          message: plural(count("savedPlaces"), { one: "# place", other: "# places" }),
        });
        parts.push(
          t({
            id: "import.countSavedLists",
            message: plural(count("savedLists"), {
              one: `# saved list with ${places}`,
              other: `# saved lists with ${places}`,
            }),
          }),
        );
      }
    } else if (source === "foursquare") {
      parts.push(
        t({
          id: "import.countCheckins",
          message: plural(count("checkins"), { one: "# check-in", other: "# check-ins" }),
        }),
      );
    } else if (source === "csv") {
      parts.push(
        t({ id: "import.countRows", message: plural(count("rows"), { one: "# row", other: "# rows" }) }),
      );
    } else {
      parts.push(
        t({
          id: "import.countEntries",
          message: plural(count("entries"), { one: "# entry", other: "# entries" }),
        }),
      );
      if (count("withoutLocation") > 0) {
        parts.push(
          t({
            id: "import.countWithoutLocation",
            message: plural(count("withoutLocation"), {
              one: "# without a location",
              other: "# without a location",
            }),
          }),
        );
      }
      if (count("placesToTry") > 0) {
        parts.push(
          t({
            id: "import.countPlacesToTry",
            message: plural(count("placesToTry"), { one: "# place to try", other: "# places to try" }),
          }),
        );
      }
    }
    const name = SOURCE_NAMES[source];
    const counts = parts.join(", ");
    return t({ id: "import.recognised", message: `${name}: ${counts}` });
  };
}

/** A problem of the import in the reader's language, named by where it is in the file (the server's `message` is English). */
export function useProblemText() {
  const { t } = useLingui();
  const fieldName = useFieldName();
  const whereOf = (source: Source, row: number) => {
    switch (source) {
      case "csv":
        return t({ id: "import.whereRow", message: `Row ${row}` });
      case "google-takeout":
        return t({ id: "import.whereReview", message: `Review ${row}` });
      case "foursquare":
        return t({ id: "import.whereCheckin", message: `Check-in ${row}` });
      default:
        return t({ id: "import.whereEntry", message: `Entry ${row}` });
    }
  };
  return (source: Source, { row, code, field }: Problem): string => {
    const where = whereOf(source, row);
    switch (code) {
      case "overLimit":
        return t({
          id: "import.problemOverLimitAt",
          message: `${where}: does not fit your plan's entry limit.`,
        });
      case "photoLimit":
        return t({
          id: "import.problemPhotoLimitAt",
          message: `${where}: photos past your plan's limit were left out.`,
        });
      case "photoUnreadable":
        return t({
          id: "import.problemPhotoAt",
          message: `${where}: a photo could not be read and was left out.`,
        });
      case "leftOut":
        return t({
          id: "import.problemLeftOutAt",
          message: `${where}: has no location, so it is not a visit.`,
        });
      default:
        if (field === "restaurantName") {
          return t({ id: "import.problemNameAt", message: `${where}: has no restaurant name.` });
        }
        if (field === "visitDate") {
          return t({ id: "import.problemDateAt", message: `${where}: has no date that can be read.` });
        }
        if (field === "rating") {
          return t({ id: "import.problemRatingAt", message: `${where}: the rating is not 1 to 5 stars.` });
        }
        return t({ id: "import.problemFieldAt", message: `${where}: ${fieldName(field)} cannot be read.` });
    }
  };
}

/** Why a file was refused, in the reader's words, decided by the answer's `code` (its `message` is English). */
export function useFailureText() {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const maxMegabytes = IMPORT_LIMITS.maxFileBytes / 1024 / 1024;
  const unreadable = () => t({ id: "import.unreadable", message: "This file cannot be imported." });
  /** `retry`: whether trying the same file again may help. */
  return ({ body }: RestError): { title: string; detail: string | null; retry: boolean } => {
    switch (body?.code) {
      case "PAYLOAD_TOO_LARGE":
      case "REQUEST_TOO_LARGE":
        return {
          title: t({ id: "import.tooLarge", message: `The file is larger than ${maxMegabytes} MB.` }),
          detail: null,
          retry: false,
        };
      case "RATE_LIMITED":
        return {
          title: t({
            id: "import.tooMany",
            message: "Too many imports in a short time. Please try again later.",
          }),
          detail: null,
          retry: true,
        };
      case "PLACE_LIMIT_REACHED": {
        const limit = typeof body.limit === "number" ? body.limit : 0;
        return {
          title: unreadable(),
          detail: t({
            id: "import.placeLimit",
            message: `Its places to try do not fit your plan, which holds ${limit} places to try.`,
          }),
          retry: false,
        };
      }
      case "COLUMN_MAPPING_NEEDED":
        return {
          title: unreadable(),
          detail: t({
            id: "import.missingColumns",
            message:
              "It needs a header row with a column for the restaurant name and one for the visit date.",
          }),
          retry: false,
        };
      case "BAD_REQUEST":
      case "VALIDATION_FAILED":
        return { title: unreadable(), detail: null, retry: false };
      default:
        return {
          title: t({
            id: "import.failed",
            message: "The import failed. Nothing was written; please check your connection and try again.",
          }),
          detail: errorText(body),
          retry: true,
        };
    }
  };
}
