import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";

import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { planFigures } from "./plan-figures";

/** The free plan beside the member plan, with the limits and prices of @bitelog/config. */
export function PlanComparison({ currentPlan }: { currentPlan: "free" | "member" | null }) {
  const { t, i18n } = useLingui();
  const { freeEntries, freePhotos, memberPhotos, monthlyPrice, yearlyPrice } = planFigures(i18n.locale);
  // Neither plan shows ads: said for both, so that it does not read as something membership buys.
  const noAds = t({ id: "membership.noAds", message: "No ads, ever" });
  const current = (
    <Badge variant="secondary">{t({ id: "membership.currentBadge", message: "Current plan" })}</Badge>
  );

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center justify-between gap-2">
            <Trans id="membership.plan.free">Free</Trans>
            {currentPlan === "free" && current}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PlanFeatures
            features={[
              t({ id: "membership.freeEntries", message: `Up to ${freeEntries} entries` }),
              t({ id: "membership.freePhotos", message: `Up to ${freePhotos} photos per entry` }),
              noAds,
            ]}
          />
        </CardContent>
      </Card>
      <Card className="border-primary/50">
        <CardHeader>
          <CardTitle className="flex items-center justify-between gap-2">
            <Trans id="membership.plan.member">Member</Trans>
            {currentPlan === "member" && current}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            <Trans id="membership.memberPrices">
              {monthlyPrice} a month or {yearlyPrice} a year
            </Trans>
          </p>
        </CardHeader>
        <CardContent>
          <PlanFeatures
            features={[
              t({ id: "membership.memberEntries", message: "Unlimited entries" }),
              t({ id: "membership.memberPhotos", message: `Up to ${memberPhotos} photos per entry` }),
              noAds,
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function PlanFeatures({ features }: { features: string[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}
