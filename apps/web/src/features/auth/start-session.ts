import { t } from "@lingui/core/macro";

import { isLanguage } from "@bitelog/config";
import { activateLanguage, i18n, rememberLanguage } from "@bitelog/i18n";

import { toast } from "../shell/toaster";
import { applyServerTheme, resetTheme, themeStore } from "../theme";
import { replaceSessionUser, sessionStore, startSession } from "./session-store";

/** Saves a settings change of the signed-in user and keeps the session's copy in step. */
async function saveSettings(change: { dark_mode?: boolean; preferred_language?: string }): Promise<void> {
  if (sessionStore.state.status !== "signedIn") return;
  const { trpcClient } = await import("../../lib/trpc");
  replaceSessionUser(await trpcClient.user.updateSettings.mutate(change));
}

/**
 * The detection order of docs/product.md §9 (local storage, cookie, browser) chooses the language before
 * sign-in only: once signed in, the account's saved language applies, and this browser remembers it.
 */
function applyAccountLanguage(language: string): void {
  if (!isLanguage(language) || language === i18n.locale) return;
  rememberLanguage(language);
  void activateLanguage(language);
}

/**
 * Starts the session and connects it to the rest of the app (docs/product.md §4): the account's theme and
 * language apply at sign-in, theme and language changes are saved while signed in, sign-out
 * forgets the theme.
 */
export function startAppSession(): void {
  let previous = sessionStore.state;
  sessionStore.subscribe((session) => {
    if (session.status === "signedIn" && (previous.status !== "signedIn" || previous.user !== session.user)) {
      applyServerTheme(session.user.dark_mode);
      applyAccountLanguage(session.user.preferred_language);
    }
    if (session.status === "signedOut" && previous.status !== "signedOut") resetTheme();
    previous = session;
  });
  // A theme the account does not have yet was chosen here (the toggle) or in another tab: save it.
  let previousUserTheme = themeStore.state.userTheme;
  themeStore.subscribe(({ userTheme }) => {
    const changed = userTheme !== previousUserTheme;
    previousUserTheme = userTheme;
    const session = sessionStore.state;
    if (!changed || session.status !== "signedIn" || session.user.dark_mode === (userTheme === "dark"))
      return;
    void saveSettings({ dark_mode: userTheme === "dark" }).catch(() =>
      toast.error(
        t({ id: "settings.saveFailed", message: "Your setting could not be saved. Please try again." }),
      ),
    );
  });
  i18n.on("change", () => {
    const session = sessionStore.state;
    if (session.status !== "signedIn" || session.user.preferred_language === i18n.locale) return;
    void saveSettings({ preferred_language: i18n.locale }).catch(() =>
      toast.error(
        t({ id: "language.changeFailed", message: "Your language could not be saved. Please try again." }),
      ),
    );
  });
  void startSession({
    onExchangeFailed: () =>
      toast.error(t({ id: "errors.authFailed", message: "Authentication failed. Please try again." })),
    onAuthError: () =>
      toast.error(
        t({ id: "auth.authenticationError", message: "Authentication error. Please log in again." }),
      ),
  });
}
