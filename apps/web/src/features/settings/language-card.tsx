import { Trans } from "@lingui/react/macro";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { LanguageSelect } from "../shell/language-select";

/**
 * docs/product.md §2: the interface language; the session saves the choice to the account (start-session.ts).
 */
export function LanguageCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="settings.languageTitle">Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="settings.languageDescription">
            Bitelog speaks six languages. Your choice is saved to your account.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSelect />
      </CardContent>
    </Card>
  );
}
