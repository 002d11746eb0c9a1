import { useLingui } from "@lingui/react/macro";

import { toast } from "../shell/toaster";

/** Says that a change was kept on the device, to be sent when the connection is back. */
export function useSavedOnDevice(): () => void {
  const { t } = useLingui();
  return () =>
    toast.success(
      t({
        id: "outbox.savedOnDevice",
        message: "Saved on this device. It will sync when you are back online.",
      }),
    );
}
