import { Trans } from "@lingui/react/macro";
import { Link, useCanGoBack, useRouter } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/** The way back to the dashboard above a screen's heading; "Back", as every way back says. */
export function BackToDashboard({ className }: { className?: string }) {
  return (
    <Button variant="ghost" size="sm" asChild className={cn("mb-2 -ml-2", className)}>
      <Link to="/dashboard">
        <ArrowLeft aria-hidden />
        <Trans id="common.back">Back</Trans>
      </Link>
    </Button>
  );
}

/**
 * The way back from a screen opened from a list (an entry, from search results, a browse letter,
 * the map or the dashboard): to that list as it was left, through the browser's history; the
 * dashboard when the screen was opened directly.
 */
export function BackToPrevious({ className }: { className?: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  if (!canGoBack) return <BackToDashboard className={className} />;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("mb-2 -ml-2", className)}
      onClick={() => router.history.back()}
    >
      <ArrowLeft aria-hidden />
      <Trans id="common.back">Back</Trans>
    </Button>
  );
}
