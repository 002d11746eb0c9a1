import { LoaderCircle } from "lucide-react";

import { cn } from "../../lib/cn";

interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decoration (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

/** A turning circle for work in progress. */
export function Spinner({ label, className }: SpinnerProps) {
  const icon = <LoaderCircle className={cn("size-4 animate-spin", className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
