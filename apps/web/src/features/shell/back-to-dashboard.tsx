import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/** The way back to the dashboard above a screen's heading. */
export function BackToDashboard({ className }: { className?: string }) {
  return (
    <Button variant="ghost" size="sm" asChild className={cn("mb-2 -ml-2", className)}>
      <Link to="/dashboard">
        <ArrowLeft aria-hidden />
        <Trans id="common.backToDashboard">Back to dashboard</Trans>
      </Link>
    </Button>
  );
}
