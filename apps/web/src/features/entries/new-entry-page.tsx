import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../components/ui/button";
import { useSession } from "../auth/use-session";
import { Page } from "../shell/page";
import { EntryForm } from "./entry-form";
import { todayIn } from "./format";
import { useCreateEntry, useEntrySaveFailure } from "./use-entry-mutations";

/** Spec §2 /new: the new-entry form; after saving, the new entry opens. */
export function NewEntryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateEntry();
  const failure = useEntrySaveFailure("create");
  const timeZone = session.status === "signedIn" ? session.user.timezone : null;

  return (
    <Page
      title={t({ id: "newEntry.title", message: "New entry" })}
      before={
        <Button variant="ghost" size="sm" asChild className="mb-2 -ml-2">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            <Trans id="common.back">Back</Trans>
          </Link>
        </Button>
      }
    >
      <EntryForm
        limitMessage={failure.limitMessage}
        initial={{
          restaurantName: "",
          restaurantAddress: "",
          restaurantLatitude: null,
          restaurantLongitude: null,
          visitDate: todayIn(timeZone),
          rating: null,
          comment: "",
        }}
        saving={create.isPending}
        submitLabel={<Trans id="entryForm.save">Save entry</Trans>}
        onCancel={() => void navigate({ to: "/dashboard" })}
        onSubmit={(fields) => {
          failure.clear();
          create.mutate(fields, {
            onSuccess: (entry) => void navigate({ to: "/entry/$id", params: { id: entry.id } }),
            onError: failure.report,
          });
        }}
      />
    </Page>
  );
}
