import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { MEMBERSHIP_CARD_ID } from "../membership/membership-card-id";
import { holdsBackItsEntry } from "../outbox/queued-change";
import { useDiscardChange } from "../outbox/use-discard-change";
import { useOutbox } from "../outbox/use-outbox";
import { useFieldName } from "./use-field-name";

/**
 * On an entry with changes not sent yet: that they wait for a connection, or why the server refused
 * one. A refused change stays until it is edited (then sent again) or discarded on purpose.
 */
export function EntrySyncAlert({ entryId }: { entryId: string }) {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const fieldName = useFieldName();
  const discard = useDiscardChange();
  const { changes, syncing } = useOutbox();
  const own = changes.filter((change) => change.entryId === entryId);
  const refused = own.find((change) => change.refusal);
  if (own.length === 0) return null;

  if (!refused?.refusal) {
    return (
      <Alert variant="info" className="max-w-3xl">
        <AlertTitle>
          {syncing ? (
            <Trans id="outbox.syncing">Syncing…</Trans>
          ) : (
            <Trans id="outbox.waitingBadge">Waiting to sync</Trans>
          )}
        </AlertTitle>
        <AlertDescription>
          <Trans id="outbox.waitingText">
            Saved on this device. It will be sent to your journal when the connection is back.
          </Trans>
        </AlertDescription>
      </Alert>
    );
  }

  const limitReached = refused.refusal.code === "ENTRY_LIMIT_REACHED";
  // The app's own words: the server's message is English, whatever the page's language.
  const detail = t({ id: "errors.entryLimitDefault", message: "You have reached your entry limit." });
  // A validation refusal names its field first ("restaurantName: …"): the field is said in the
  // reader's language, and the form says what is wrong with it once opened.
  const field = /^(\w+):/.exec(refused.refusal.message ?? "")?.[1];
  const reason = limitReached
    ? t({ id: "errors.entryLimitReached", message: `Entry limit reached. ${detail}` })
    : (errorText(refused.refusal) ??
      (field ? t({ id: "outbox.fieldRefused", message: `Not accepted: ${fieldName(field)}.` }) : null));
  return (
    <Alert variant="destructive" className="max-w-3xl">
      <AlertTitle>
        <Trans id="outbox.refusedTitle">Not synced: the server did not accept this change</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        {reason && <p>{reason}</p>}
        {holdsBackItsEntry(refused) && (
          <p>
            <Trans id="outbox.refusedHelp">
              Your change is kept on this device. Edit the entry to correct it, and it is sent again.
            </Trans>
          </p>
        )}
        {discard.dialog}
        <div className="flex flex-wrap gap-2">
          {limitReached && (
            <Button asChild size="sm">
              <Link to="/settings" hash={MEMBERSHIP_CARD_ID}>
                <Trans id="entries.upgrade">Upgrade</Trans>
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => discard.ask(refused)}>
            <Trans id="outbox.discard">Discard change</Trans>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
