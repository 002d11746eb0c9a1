import { useLingui } from "@lingui/react/macro";

/**
 * An entry field a refusal or the import names in a problem (`restaurantName`…), as the entry form labels it in
 * the reader's language; the server's explanation is English and is not shown.
 */
export function useFieldName() {
  const { t } = useLingui();
  return (field: string | undefined): string => {
    switch (field) {
      case "restaurantName":
        return t({ id: "entryForm.name", message: "Restaurant name" });
      case "restaurantAddress":
        return t({ id: "entryForm.address", message: "Address" });
      case "restaurantLatitude":
      case "restaurantLongitude":
      case "locationPrecision":
        return t({ id: "entryForm.pinTitle", message: "Position on the map" });
      case "visitDate":
        return t({ id: "entryForm.date", message: "Visit date" });
      case "rating":
        return t({ id: "entryForm.rating", message: "Rating" });
      case "comment":
        return t({ id: "entryForm.comment", message: "Comment" });
      case "whatYouHad":
        return t({ id: "entryForm.whatYouHad", message: "What you had" });
      case "wouldGetAgain":
        return t({ id: "entryForm.wouldGetAgain", message: "Would you get it again?" });
      case "thingsToRemember":
        return t({ id: "entryForm.thingsToRemember", message: "Things to remember" });
      default:
        return t({ id: "import.fieldEntry", message: "The entry" });
    }
  };
}
