import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";

interface PhotoLimitDialogProps {
  open: boolean;
  limit: number;
  /** docs/product.md §5: /settings from a new entry, /membership from the edit screen. */
  upgradeTo: "/settings" | "/membership";
  /** "Remove photos", and Esc: what the screen does to stay within the limit. */
  onRemovePhotos: () => void;
}

/** docs/product.md §2/§5: the choice offered when photos would go over the plan's limit per entry. */
export function PhotoLimitDialog({ open, limit, upgradeTo, onRemovePhotos }: PhotoLimitDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onRemovePhotos()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="photos.limitTitle">Photo limit reached</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t({
              id: "photos.limitText",
              message: plural(limit, {
                one: "Your plan allows # photo per entry. Upgrade your membership for more, or remove photos.",
                other:
                  "Your plan allows # photos per entry. Upgrade your membership for more, or remove photos.",
              }),
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="photos.removePhotos">Remove photos</Trans>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Link to={upgradeTo}>
              <Trans id="photos.upgrade">Upgrade</Trans>
            </Link>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
