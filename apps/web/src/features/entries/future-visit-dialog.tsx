import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { ConfirmDialog } from "../../components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={pending !== null}
      title={<Trans id="entryForm.futureTitle">Save a visit in the future?</Trans>}
      description={
        pending?.tryInstead ? (
          <Trans id="entryForm.futureTextToTry">
            The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check the
            date, or keep the place on your places to try until you go.
          </Trans>
        ) : (
          <Trans id="entryForm.futureText">
            The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check the
            date before saving.
          </Trans>
        )
      }
      cancelLabel={<Trans id="entryForm.futureChangeDate">Change the date</Trans>}
      confirmLabel={<Trans id="entryForm.futureSave">Save anyway</Trans>}
      onCancel={() => setPending(null)}
      onConfirm={answer(pending?.save)}
      other={
        pending?.tryInstead && {
          label: <Trans id="entryForm.futureToTry">Add to places to try</Trans>,
          onChoose: answer(pending.tryInstead),
        }
      }
    />
  );
  return { confirm, dialog };
}
