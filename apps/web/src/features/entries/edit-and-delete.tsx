import { Trans } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";

import { Button } from "../../components/ui/button";

interface EditAndDeleteProps {
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** An entry page's Edit and Delete buttons (spec §2 /entry/{id}). */
export function EditAndDelete({ onEdit, onDelete, deleting = false }: EditAndDeleteProps) {
  return (
    <>
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden />
        <Trans id="entry.edit">Edit</Trans>
      </Button>
      <Button variant="destructive" loading={deleting} onClick={onDelete}>
        <Trash2 aria-hidden />
        <Trans id="entry.delete">Delete</Trans>
      </Button>
    </>
  );
}
