import type { CSSProperties } from "react";
import type { toast as sonnerToast } from "sonner";
import { useLingui } from "@lingui/react/macro";
import { useMatch } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";

import { firstPaint } from "../../lib/first-paint";
import { useHydrated } from "../../lib/use-hydrated";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { useTheme } from "../theme/theme-store";

/** Sonner's colour variables mapped to the tokens, so toasts follow the theme and keep AA contrast. */
const tokenColours = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  ...Object.fromEntries(
    (["success", "info", "warning", "error"] as const).flatMap((kind) => {
      const token = kind === "error" ? "destructive" : kind;
      return [
        [`--${kind}-bg`, `color-mix(in oklab, var(--${token}) 12%, var(--popover))`],
        [`--${kind}-text`, `var(--${token})`],
        [`--${kind}-border`, `color-mix(in oklab, var(--${token}) 30%, var(--popover))`],
      ];
    }),
  ),
  "--border-radius": "var(--radius)",
} as CSSProperties;

/**
 * Sonner loads after the first paint: no page needs a toast to draw itself, and it is a tenth of
 * the JavaScript the landing page would otherwise wait for. Toasts asked for before the toaster
 * is on screen wait for it (Sonner drops toasts made before its toaster listens).
 */
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));
const sonner = () => import("sonner");

const Sonner = lazy(async () => {
  await firstPaint;
  const { Toaster } = await sonner();
  return { default: Toaster };
});

function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * Mount once at the root; show toasts with `toast.success(…)`, `toast.error(…)`, `toast.info(…)`.
 * Nothing of it is in a prerendered page: it follows the device's width and theme.
 */
export function Toaster() {
  return useHydrated() ? <DeviceToaster /> : null;
}

function DeviceToaster() {
  const { t } = useLingui();
  const { theme } = useTheme();
  // The bottom of the screen holds the forms' buttons, and page actions sit at the top right of the
  // content: on a signed-in desktop toasts take the empty right end of the header; elsewhere they go
  // just below the header, whose menu, brand and language selector stay reachable.
  const isDesktop = useIsDesktop();
  const signedIn = useMatch({ from: "/_app", shouldThrow: false }) !== undefined;
  const belowHeader = { top: "4rem" };
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        richColors
        closeButton
        position={isDesktop ? "top-right" : "top-center"}
        offset={isDesktop && signedIn ? { top: "0.5rem", right: "1rem" } : belowHeader}
        mobileOffset={belowHeader}
        style={tokenColours}
        containerAriaLabel={t({ id: "toast.region", message: "Notifications" })}
        toastOptions={{
          closeButtonAriaLabel: t({ id: "common.close", message: "Close" }),
          className: "font-sans",
        }}
      />
      <MountedSignal />
    </Suspense>
  );
}

type Kind = "success" | "error" | "info" | "warning";
type ToastArguments = Parameters<typeof sonnerToast.success>;

function show(kind: Kind, ...args: ToastArguments): void {
  void toasterReady.then(sonner).then(({ toast }) => toast[kind](...args));
}

/** Sonner's toast functions, callable before Sonner has loaded. */
export const toast = {
  success: (...args: ToastArguments) => show("success", ...args),
  error: (...args: ToastArguments) => show("error", ...args),
  info: (...args: ToastArguments) => show("info", ...args),
  warning: (...args: ToastArguments) => show("warning", ...args),
  /** Closes the toast shown with this `id` (its options' `id`), if it is still open. */
  dismiss: (id: string) => void toasterReady.then(sonner).then(({ toast }) => toast.dismiss(id)),
};
