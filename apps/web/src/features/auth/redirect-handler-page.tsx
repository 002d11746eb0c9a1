import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { getRedirectResult } from "firebase/auth";
import { useEffect } from "react";

import { isLanguage } from "@bitelog/config";
import { activateLanguage, rememberLanguage } from "@bitelog/i18n";

import { auth } from "../../lib/firebase";
import { LoadingScreen } from "../shell/loading-screen";
import { toast } from "../shell/toaster";
import { setTheme } from "../theme";
import { parseTheme } from "../theme/theme";
import { useAuthErrorMessage } from "./auth-error-message";
import { takeRedirectState } from "./social-sign-in";

/**
 * docs/product.md §2: reads the result of a redirect sign-in, restores what the redirect remembered, and
 * moves on.
 */
export function RedirectHandlerPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const authErrorMessage = useAuthErrorMessage();

  useEffect(() => {
    const { returnTo, preferences } = takeRedirectState();
    if (isLanguage(preferences?.language)) {
      rememberLanguage(preferences.language);
      void activateLanguage(preferences.language);
    }
    const theme = parseTheme(preferences?.theme);
    if (theme) setTheme(theme);

    getRedirectResult(auth)
      .then(async (result) => {
        if (!result) {
          await navigate({ to: "/" });
          return;
        }
        toast.success(t({ id: "auth.signedIn", message: "You are signed in." }));
        await navigate({ to: returnTo && returnTo !== "/" ? returnTo : "/dashboard" });
      })
      .catch(async (error: unknown) => {
        toast.error(
          authErrorMessage(
            error,
            t({ id: "auth.redirectFailed", message: "Sign-in failed. Please try again." }),
          ),
        );
        await navigate({ to: "/" });
      });
    // Runs once: the redirect result can be read only one time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <LoadingScreen />;
}
