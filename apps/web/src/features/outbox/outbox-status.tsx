import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CloudAlert, CloudUpload } from "lucide-react";

import type { QueuedChange } from "./queued-change";
import { Button } from "../../components/ui/button";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { useOnline } from "../offline/use-online";
import { sendHeldNow } from "./start-outbox";
import { useDiscardChange } from "./use-discard-change";
import { useOutbox } from "./use-outbox";

/** The entry or place to try a change is about, as the person named it on this device. */
function ChangeName({ change }: { change: QueuedChange }) {
  const linkClass = "font-medium underline underline-offset-4";
  if (change.kind === "createPlace" || change.kind === "updatePlace")
    return (
      <Link to="/to-try" className={linkClass}>
        {change.place.restaurantName.trim()}
      </Link>
    );
  if (change.kind === "deletePlace")
    return (
      <span className="font-medium">
        <Trans id="outbox.aPlaceToTry">A place to try</Trans>
      </span>
    );
  const name =
    change.kind === "create" || change.kind === "update" ? change.fields.restaurantName.trim() : null;
  const label = name ?? <Trans id="outbox.anEntry">An entry</Trans>;
  if (change.kind === "delete") return <span className="font-medium">{label}</span>;
  return (
    <Link to="/entry/$id" params={{ id: change.entryId }} className={linkClass}>
      {label}
    </Link>
  );
}

/**
 * Under the header, while changes made on this device wait (issue 21): how many, whether they are
 * being sent, and each change the server refused with its reason and a link to its entry, so that
 * nothing queued goes unseen. The status region is always there, so that changes are announced.
 */
export function OutboxStatus() {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const online = useOnline();
  const { changes, syncing } = useOutbox();
  const discard = useDiscardChange();
  const refused = changes.filter((change) => change.refusal);
  const notSynced = refused.length;
  const waiting = changes.length - notSynced;
  const rowClass =
    "flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-border px-3 py-1.5 text-center text-sm";

  return (
    <div role="status" className="empty:hidden">
      {discard.dialog}
      {waiting > 0 && (
        <p className={`${rowClass} bg-muted text-muted-foreground`}>
          <CloudUpload aria-hidden className="size-4 shrink-0" />
          {syncing
            ? t({
                id: "outbox.syncingCount",
                message: plural(waiting, { one: "Syncing # change…", other: "Syncing # changes…" }),
              })
            : t({
                id: "outbox.waitingCount",
                message: plural(waiting, {
                  one: "# change waiting to sync",
                  other: "# changes waiting to sync",
                }),
              })}
          {online && !syncing && (
            <Button size="sm" variant="link" onClick={() => void sendHeldNow()}>
              <Trans id="outbox.syncNow">Sync now</Trans>
            </Button>
          )}
        </p>
      )}
      {notSynced > 0 && (
        <details className={`${rowClass} bg-destructive/12 text-foreground`}>
          <summary className="inline-flex cursor-pointer items-center gap-2">
            <CloudAlert aria-hidden className="size-4 shrink-0 text-destructive" />
            {t({
              id: "outbox.refusedCount",
              message: plural(notSynced, {
                one: "# change could not be synced",
                other: "# changes could not be synced",
              }),
            })}
          </summary>
          <ul className="mt-1 flex w-full flex-col gap-1 text-start">
            {refused.map((change) => (
              <li key={change.seq} className="flex flex-wrap items-center gap-x-2">
                <span>
                  <ChangeName change={change} />
                  {errorText(change.refusal) && `: ${errorText(change.refusal)}`}
                </span>
                <Button size="sm" variant="link" onClick={() => discard.ask(change)}>
                  <Trans id="outbox.discard">Discard change</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
