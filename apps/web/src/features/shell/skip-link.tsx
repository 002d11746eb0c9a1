import { useLingui } from "@lingui/react/macro";

/** The id of the page's <main> (see page.tsx), target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";

/** The first stop for keyboard users: jumps past the navigation; visible only while focused. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // Parked above the viewport rather than sr-only, so it slides in with its own padding on focus.
      className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground shadow-lg transition-transform focus:translate-y-0"
    >
      {t({ id: "layout.skipToContent", message: "Skip to content" })}
    </a>
  );
}
