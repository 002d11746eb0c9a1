import { toast } from "../shell/toaster";

let failureReported = false;

/** errors.addressAutocompleteFailed once per page: the field still works, typed by hand. */
export function reportAddressFailureOnce(message: string): void {
  if (failureReported) return;
  failureReported = true;
  toast.warning(message);
}
