import { Trans } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";

interface EditAndDeleteProps {
  onEdit: () => void;
  /** The person heads for Edit (pointer over it, focus, touch): what the edit mode needs may load. */
  onEditIntent?: () => void;
  /** The edit mode is on its way (its code still loading): Edit shows it is busy. */
  opening?: boolean;
  /** Runs once the person confirms in the dialog. */
  onDelete: () => void;
}

/** An entry page's Edit and Delete buttons (docs/product.md §2, /entry/{id}); deleting asks first. */
export function EditAndDelete({ onEdit, onEditIntent, opening = false, onDelete }: EditAndDeleteProps) {
  return (
    <>
      <Button
        variant="outline"
        onClick={onEdit}
        onPointerEnter={onEditIntent}
        onPointerDown={onEditIntent}
        onFocus={onEditIntent}
        loading={opening}
      >
        {!opening && <Pencil aria-hidden />}
        <Trans id="entry.edit">Edit</Trans>
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            <Trans id="entry.delete">Delete</Trans>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans id="entry.deleteTitle">Delete this entry?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans id="entry.deleteText">
                The entry and its photos leave your journal. You can undo this for a few seconds.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans id="common.cancel">Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction destructive onClick={onDelete}>
              <Trans id="entry.deleteConfirm">Delete entry</Trans>
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
