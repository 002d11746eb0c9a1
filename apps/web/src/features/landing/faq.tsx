import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

import { planFigures } from "../membership/plan-figures";

/**
 * The five questions of docs/product.md §1, as a disclosure list: each question is a button (aria-expanded)
 * that opens its answer, and several can stay open for reading side by side.
 */
export function Faq() {
  const { i18n } = useLingui();
  const { monthlyPrice, yearlyPrice, yearlyPerMonth, yearlySaving, freeEntries, freePhotos, memberPhotos } =
    planFigures(i18n.locale);

  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:py-24">
      <h2
        id="faq-title"
        className="mb-8 text-center font-display text-3xl font-semibold tracking-tight sm:text-4xl"
      >
        <Trans id="landing.faq.title">Questions and answers</Trans>
      </h2>
      <Accordion.Root
        type="multiple"
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        <FaqItem value="why" question={<Trans id="landing.faq.why.question">Why was Bitelog created?</Trans>}>
          <p>
            <Trans id="landing.faq.why.answer">
              Bitelog began as one person's answer to a familiar problem: a wonderful meal, and a few months
              later no idea where it was or what was on the plate. It is a simple, private place to keep those
              memories, whether you love food, feed a family or explore a new city.
            </Trans>
          </p>
        </FaqItem>
        <FaqItem value="ads" question={<Trans id="landing.faq.ads.question">Are there ads?</Trans>}>
          <p>
            <Trans id="landing.faq.ads.answer">
              No. Bitelog has no ads and never will. It is paid for by its members, not by selling your
              attention or your data.
            </Trans>
          </p>
        </FaqItem>
        <FaqItem
          value="price"
          question={<Trans id="landing.faq.price.question">How much does it cost?</Trans>}
        >
          <p>
            <Trans id="landing.faq.price.free">
              The free plan costs nothing: up to {freeEntries} entries, with up to {freePhotos} photos each.
            </Trans>
          </p>
          <p>
            <Trans id="landing.faq.price.member">
              Membership costs {monthlyPrice} a month or {yearlyPrice} a year (that is {yearlyPerMonth} a
              month, {yearlySaving} less) and gives you unlimited entries with up to {memberPhotos} photos
              each.
            </Trans>
          </p>
        </FaqItem>
        <FaqItem
          value="privacy"
          question={<Trans id="landing.faq.privacy.question">What happens with my data?</Trans>}
        >
          <p>
            <Trans id="landing.faq.privacy.answer">
              Your journal is private: only you see your entries and photos, unless you explicitly choose to
              share them. Your data is never sold or used for advertising, photos lose hidden details such as
              their GPS position when you upload them, and your location is only used live, to centre the map.
              You can delete your account and everything in it at any time in Settings. The details are in our{" "}
              <Link to="/privacy">Privacy Notice</Link>.
            </Trans>
          </p>
        </FaqItem>
        <FaqItem
          value="cancel"
          question={<Trans id="landing.faq.cancel.question">How do I cancel my membership?</Trans>}
        >
          <p>
            <Trans id="landing.faq.cancel.answer">
              Open Settings and choose to cancel in the Membership card. If you pay by card, you confirm it on
              the secure billing page of Stripe, our payment provider. You keep member access until the end of
              the period you have paid for, you can change your mind until then, and your entries and photos
              stay in your journal.
            </Trans>
          </p>
        </FaqItem>
      </Accordion.Root>
    </section>
  );
}

interface FaqItemProps {
  value: string;
  question: ReactNode;
  /** The answer, in paragraphs. */
  children: ReactNode;
}

function FaqItem({ value, question, children }: FaqItemProps) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Header className="text-base font-semibold sm:text-lg">
        <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left hover:bg-accent/60 sm:px-6">
          {question}
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="flex flex-col gap-3 px-5 pb-5 leading-relaxed text-muted-foreground sm:px-6 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
        {children}
      </Accordion.Content>
    </Accordion.Item>
  );
}
