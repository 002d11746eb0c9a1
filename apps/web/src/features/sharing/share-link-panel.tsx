import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Share2 } from "lucide-react";
import { useId } from "react";

import type { ShareLink } from "./use-share-link";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../shell/toaster";

/** The link, with a copy button, and the system's share sheet where the browser has one. */
export function ShareLinkPanel({ link, title }: { link: ShareLink; title: string }) {
  const { t } = useLingui();
  const fieldId = useId();
  const canShare = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t({ id: "sharing.copied", message: "Link copied." }));
    } catch {
      toast.error(
        t({ id: "sharing.copyFailed", message: "The link could not be copied. Select it and copy it." }),
      );
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url: link.url });
    } catch {
      // Closing the share sheet rejects too: nothing to report.
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>
        <Trans id="sharing.linkLabel">Link</Trans>
      </Label>
      <Input id={fieldId} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy aria-hidden />
          <Trans id="sharing.copy">Copy link</Trans>
        </Button>
        {canShare && (
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden />
            <Trans id="sharing.shareVia">Share via…</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
