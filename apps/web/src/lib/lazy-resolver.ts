import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose schemas are fetched when first needed. The sign-in forms are part of the
 * first paint of /, which has no room for the validation library; `preload` (called on the first
 * focus in the form) fetches it before anyone can submit.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => {
    // A failed fetch (offline, a new deployment) is tried again on the next submit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
