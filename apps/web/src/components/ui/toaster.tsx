import type { CSSProperties } from "react";
import { useLingui } from "@lingui/react/macro";
import { Toaster as Sonner } from "sonner";

import { useTheme } from "../../features/theme/theme-store";

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

/** Mount once at the root; show toasts with `toast.success(…)`, `toast.error(…)`, `toast.info(…)`. */
export function Toaster() {
  const { t } = useLingui();
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      style={tokenColours}
      containerAriaLabel={t({ id: "toast.region", message: "Notifications" })}
      toastOptions={{
        closeButtonAriaLabel: t({ id: "common.close", message: "Close" }),
        className: "font-sans",
      }}
    />
  );
}

export { toast } from "sonner";
