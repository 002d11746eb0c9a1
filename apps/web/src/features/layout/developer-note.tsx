import { Trans, useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";

import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";

/** The sidebar button that opens a short, friendly note from the developer (docs/product.md §2). */
export function DeveloperNote() {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-auto min-h-8 justify-start px-2 py-1.5 text-left whitespace-normal"
        >
          <Heart />
          {t({ id: "developerNote.title", message: "A note from the developer" })}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t({ id: "developerNote.title", message: "A note from the developer" })}</DialogTitle>
          <DialogDescription>
            <Trans id="developerNote.lead">Thank you for keeping your food memories with Bitelog.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed">
          <p>
            <Trans id="developerNote.project">
              Bitelog is a personal project, made by one person who loves good food and never wants to forget
              a great meal.
            </Trans>
          </p>
          <p>
            <Trans id="developerNote.noAds">There are no ads here, and there never will be.</Trans>
          </p>
          <p>
            <Trans id="developerNote.privacy">
              Your journal is private: your entries and photos are for you alone, and your data is never sold.
            </Trans>
          </p>
          <p>
            <Trans id="developerNote.signOff">Enjoy your next meal!</Trans>
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t({ id: "developerNote.close", message: "Thanks!" })}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
