import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { useSession } from "../auth/use-session";
import { formatVisitDate, todayIn } from "./format";

/**
 * A visit dated after today (in the user's time zone) is most often a typo, or a place not visited
 * yet: saving one asks first. `confirm(date, save)` saves at once when the date is not in the
 * future, else opens the question and saves only on "Save anyway".
 */
export function useFutureVisitConfirmation() {
  const { i18n } = useLingui();
  const session = useSession();
  const [pending, setPending] = useState<{ date: string; save: () => void } | null>(null);

  const confirm = (date: string, save: () => void) => {
    const today = todayIn(session.status === "signedIn" ? session.user.timezone : null);
    if (date > today) setPending({ date, save });
    else save();
  };

  const date = pending ? formatVisitDate(pending.date, i18n.locale) : "";
  const dialog = (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="entryForm.futureTitle">Save a visit in the future?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans id="entryForm.futureText">
              The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check
              the date before saving.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="entryForm.futureChangeDate">Change the date</Trans>
          </AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              pending?.save();
              setPending(null);
            }}
          >
            <Trans id="entryForm.futureSave">Save anyway</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { confirm, dialog };
}
