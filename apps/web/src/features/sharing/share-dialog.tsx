import { Trans, useLingui } from "@lingui/react/macro";
import { Link2, Share2 } from "lucide-react";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { toast } from "../shell/toaster";
import { ShareLinkPanel } from "./share-link-panel";
import { useCreateShareLink, useRevokeShareLink, useShareLink } from "./use-share-link";

/**
 * "Share" on the entry page: opening it makes the entry's link (or shows the one it has); "Stop
 * sharing" asks first, then revokes it.
 */
export function ShareDialog({ entryId, title }: { entryId: string; title: string }) {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const link = useShareLink(entryId);
  const create = useCreateShareLink(entryId);
  const revoke = useRevokeShareLink(entryId);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const shared = Boolean(link.data);

  const openDialog = (next: boolean) => {
    setOpen(next);
    setConfirming(false);
    if (next && !link.data && !create.isPending) create.mutate({ entryId });
  };
  const stopSharing = () =>
    revoke.mutate(
      { entryId },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t({ id: "sharing.stopped", message: "This visit is no longer shared." }));
        },
        onError: (error) =>
          toast.error(
            errorText.of(error, t({ id: "sharing.stopFailed", message: "Sharing could not be stopped." })),
          ),
      },
    );

  return (
    <Dialog open={open} onOpenChange={openDialog}>
      <DialogTrigger asChild>
        <Button variant="outline">
          {shared ? <Link2 aria-hidden /> : <Share2 aria-hidden />}
          {shared ? <Trans id="sharing.sharedButton">Shared</Trans> : <Trans id="sharing.share">Share</Trans>}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {confirming ? (
              <Trans id="sharing.stopTitle">Stop sharing this visit?</Trans>
            ) : (
              <Trans id="sharing.title">Share this visit</Trans>
            )}
          </DialogTitle>
          <DialogDescription>
            {confirming ? (
              <Trans id="sharing.stopText">
                The link stops working at once for everyone who has it. Sharing again makes a new link.
              </Trans>
            ) : (
              <Trans id="sharing.description">
                Anyone with the link can see this visit: its name, date, rating, address, comment and photos.
                Nothing else from your journal.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {confirming ? null : link.data ? (
          <ShareLinkPanel link={link.data} title={title} />
        ) : create.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorText.of(
              create.error,
              t({ id: "sharing.createFailed", message: "The link could not be made. Please try again." }),
            )}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner />
            <Trans id="sharing.creating">Making the link…</Trans>
          </p>
        )}
        <DialogFooter>
          {confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
                <Trans id="sharing.keepSharing">Keep sharing</Trans>
              </Button>
              <Button variant="destructive" loading={revoke.isPending} onClick={stopSharing}>
                <Trans id="sharing.stopConfirm">Stop sharing</Trans>
              </Button>
            </>
          ) : link.data ? (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Trans id="sharing.stop">Stop sharing</Trans>
            </Button>
          ) : (
            create.isError && (
              <Button onClick={() => create.mutate({ entryId })}>
                <Trans id="sharing.retry">Try again</Trans>
              </Button>
            )
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
