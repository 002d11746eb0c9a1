import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";

/** One topic of the insights: a titled card. */
export function InsightSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card asChild className={cn("min-w-0", className)}>
      <section aria-label={title}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}
