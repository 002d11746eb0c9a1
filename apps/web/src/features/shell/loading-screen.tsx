import { Trans } from "@lingui/react/macro";

/** The centred "Loading..." shown while a view or its data loads (spec §2). */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-stone-600">
      <Trans id="common.loading">Loading...</Trans>
    </div>
  );
}
