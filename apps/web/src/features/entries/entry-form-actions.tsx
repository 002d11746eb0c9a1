import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import type { SaveFailure } from "./use-entry-mutations";
import { Button } from "../../components/ui/button";
import { MEMBERSHIP_CARD_ID } from "../membership/membership-card-id";

interface EntryFormActionsProps {
  saving: boolean;
  submitLabel: ReactNode;
  nameGiven: boolean;
  failure: SaveFailure | null;
  onCancel: () => void;
}

/**
 * The form's Cancel and Save, and why the last save failed beside them (issue 32): where the
 * person is looking, read out and focused when it appears.
 */
export function EntryFormActions({
  saving,
  submitLabel,
  nameGiven,
  failure,
  onCancel,
}: EntryFormActionsProps) {
  return (
    <div className="flex flex-col items-end gap-3">
      {failure && (
        <p
          // A new failure is a new element: it takes the focus from the Save button that caused it.
          key={failure.id}
          ref={(element) => element?.focus()}
          tabIndex={-1}
          role="alert"
          className="text-right text-sm font-medium text-destructive outline-none"
        >
          {failure.message}
          {failure.limit && (
            <>
              {" "}
              <Link to="/settings" hash={MEMBERSHIP_CARD_ID} className="underline underline-offset-4">
                <Trans id="entries.upgrade">Upgrade</Trans>
              </Link>
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        {/* docs/product.md §5: disabled while the name is empty, yet pressable, to point at the name. */}
        <Button
          type="submit"
          loading={saving}
          aria-disabled={!nameGiven || undefined}
          className="aria-disabled:opacity-50"
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
