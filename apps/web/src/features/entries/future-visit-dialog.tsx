import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { ConfirmDialog } from "../../components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={pending !== null}
      title={<Trans id="entryForm.futureTitle">Save a visit in the future?</Trans>}
      description={
        <Trans id="entryForm.futureText">
          The visit date, {date}, has not come yet. A journal entry is for a visit that happened: check the
          date before saving.
        </Trans>
      }
      cancelLabel={<Trans id="entryForm.futureChangeDate">Change the date</Trans>}
      confirmLabel={<Trans id="entryForm.futureSave">Save anyway</Trans>}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        pending?.save();
        setPending(null);
      }}
    />
  );
  return { confirm, dialog };
}
