import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { SocialProvider } from "./social-sign-in";
import { Button } from "../../components/ui/button";
import { toast } from "../shell/toaster";
import { authErrorCode } from "./auth-error-code";
import { useAuthErrorMessage } from "./auth-error-message";
import { FacebookMark, GoogleMark } from "./brand-marks";
import { loadSocialSignIn } from "./lazy-auth";

/** Labels that grow in translation wrap onto a second line instead of leaving the button. */
const WRAPPING = "h-auto min-h-10 py-2 whitespace-normal";

/** Google and Facebook sign-in (popup, falling back to a redirect when popups are blocked). */
export function SocialButtons() {
  const { t } = useLingui();
  const authErrorMessage = useAuthErrorMessage();
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const { signInWithProvider } = await loadSocialSignIn();
      await signInWithProvider(provider);
    } catch (error) {
      // Closing the window is the person's choice, not a failure worth a red toast.
      if (authErrorCode(error) !== "popup-closed-by-user") {
        const fallback =
          provider === "google"
            ? t({ id: "errors.googleFailed", message: "Google sign-in failed. Please try again." })
            : t({ id: "auth.facebookLoginFailed", message: "Facebook sign-in failed. Please try again." });
        toast.error(authErrorMessage(error, fallback));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Button
        variant="outline"
        className={WRAPPING}
        loading={busy === "google"}
        disabled={busy !== null}
        onClick={() => void start("google")}
      >
        <GoogleMark />
        <Trans id="auth.continueWithGoogle">Continue with Google</Trans>
      </Button>
      <Button
        variant="outline"
        className={WRAPPING}
        loading={busy === "facebook"}
        disabled={busy !== null}
        onClick={() => void start("facebook")}
      >
        <FacebookMark />
        <Trans id="auth.continueWithFacebook">Continue with Facebook</Trans>
      </Button>
    </div>
  );
}
