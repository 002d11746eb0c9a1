import { Trans } from "@lingui/react/macro";

import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useSession } from "../auth/use-session";
import { ThemeToggle } from "../theme";

/** docs/product.md §2: the General card, the username (or N/A) and the dark/light switch. */
export function GeneralCard() {
  const session = useSession();
  const username = session.status === "signedIn" ? session.user.username : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="settings.generalTitle">General settings</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">
            <Trans id="settings.username">Username</Trans>
          </dt>
          <dd className="min-w-0 truncate text-muted-foreground">
            {username ?? <Trans id="settings.usernameMissing">N/A</Trans>}
          </dd>
        </dl>
        <ThemeToggle />
      </CardContent>
    </Card>
  );
}
