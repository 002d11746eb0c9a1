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
import { Button } from "../../components/ui/button";
import { useSession } from "../auth/use-session";
import { formatVisitDate, todayIn } from "../journal/format";

interface PendingSave {
  date: string;
  save: () => void;
  /** Keeps the place on the places-to-try list instead, when the form offers it (a new entry). */
  tryInstead?: () => void;
}

/**
 * A visit dated after today (in the user's time zone) is most often a typo, or a place not visited
 * yet: saving one asks first, and a new entry's place can go on the places-to-try list instead.
 * `confirm(date, save, tryInstead)` saves at once when the date is not in the future, else opens
 * the question and saves only on "Save anyway".
 */
export function useFutureVisitConfirmation() {
  const { i18n } = useLingui();
  const session = useSession();
  const [pending, setPending] = useState<PendingSave | null>(null);

  const confirm = (date: string, save: () => void, tryInstead?: () => void) => {
    const today = todayIn(session.status === "signedIn" ? session.user.timezone : null);
    if (date > today) setPending({ date, save, tryInstead });
    else save();
  };
  const answer = (choice: (() => void) | undefined) => () => {
    choice?.();
    setPending(null);
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
            {pending?.tryInstead ? (
              <Trans id="entryForm.futureTextToTry">
                The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check
                the date, or keep the place on your places to try until you go.
              </Trans>
            ) : (
              <Trans id="entryForm.futureText">
                The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check
                the date before saving.
              </Trans>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="entryForm.futureChangeDate">Change the date</Trans>
          </AlertDialogCancel>
          {pending?.tryInstead && (
            <Button type="button" variant="outline" onClick={answer(pending.tryInstead)}>
              <Trans id="entryForm.futureToTry">Add to places to try</Trans>
            </Button>
          )}
          <AlertDialogAction onClick={answer(pending?.save)}>
            <Trans id="entryForm.futureSave">Save anyway</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { confirm, dialog };
}
