import { TIMINGS } from "@bitelog/config";

import { toast } from "../shell/toaster";

/** What a removal's toast says, in the person's language. */
export interface UndoTexts {
  done: string;
  undo: string;
  restored: string;
  tooLate: string;
}

/**
 * Says that something was deleted, with Undo for as long as its deletion waits in the outbox
 * (issue 32), then whether the undo came in time.
 */
export function offerUndo(undo: () => Promise<boolean>, texts: UndoTexts): void {
  toast.success(texts.done, {
    duration: TIMINGS.undoDeleteMs,
    action: {
      label: texts.undo,
      onClick: () =>
        void undo().then((restored) =>
          restored ? toast.success(texts.restored) : toast.error(texts.tooLate),
        ),
    },
  });
}
