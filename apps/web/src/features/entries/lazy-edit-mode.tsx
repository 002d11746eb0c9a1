import { Trans } from "@lingui/react/macro";
import { lazy } from "react";

import { Spinner } from "../../components/ui/spinner";

const entryForm = () => import("./entry-form");
const photoEditor = () => import("../photos/photo-editor");

/**
 * An entry's page is mostly read: its edit mode's code (the form's validation, the address search,
 * the map picker, the photo editor) is not part of what the page needs to draw itself.
 */
export const EntryForm = lazy(() => entryForm().then(({ EntryForm }) => ({ default: EntryForm })));
export const PhotoEditor = lazy(() => photoEditor().then(({ PhotoEditor }) => ({ default: PhotoEditor })));

/**
 * Loads the edit mode's code when the person heads for Edit (pointer over it, focus, touch), so that
 * it is in by the click without running on pages only read. The service worker keeps it for offline
 * use. A failed load (no connection) is tried again when the edit mode renders.
 */
export function preloadEditMode(): void {
  void Promise.all([entryForm(), photoEditor()]).catch(() => undefined);
}

/** Where the form will be, while its code arrives (an edit mode restored from a draft, at once). */
export function EditModeLoading() {
  return (
    <p role="status" className="flex min-h-40 items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      <Trans id="common.loading">Loading...</Trans>
    </p>
  );
}
