import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { applyActionCode } from "firebase/auth";
import { useEffect, useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { auth } from "../../../lib/firebase";
import { ActionError, ActionSuccess, ActionWorking } from "./action-card";
import { useActionMessages } from "./use-action-messages";

/** docs/product.md §2: restores the previous address, then goes home after TIMINGS.actionSuccessRedirectMs. */
export function RecoverEmailAction({ code }: { code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const messages = useActionMessages();
  const [state, setState] = useState<"working" | "done" | "failed">("working");
  const title = t({ id: "authAction.recoverTitle", message: "Restore your e-mail address" });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    applyActionCode(auth, code)
      .then(() => {
        setState("done");
        timer = setTimeout(() => void navigate({ to: "/" }), TIMINGS.actionSuccessRedirectMs);
      })
      .catch(() => setState("failed"));
    return () => clearTimeout(timer);
  }, [code, navigate]);

  if (state === "working") return <ActionWorking title={title} />;
  if (state === "done") return <ActionSuccess title={title} message={messages.accountRecovered} />;
  return <ActionError title={title} message={messages.invalidOrExpiredLink} />;
}
