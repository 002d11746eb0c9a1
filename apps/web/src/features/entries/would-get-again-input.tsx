import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";

const CHOICES = ["yes", "no", "unsaid"] as const;
type Choice = (typeof CHOICES)[number];

const choiceOf = (value: boolean | null): Choice => (value === null ? "unsaid" : value ? "yes" : "no");
const valueOf = (choice: Choice): boolean | null => (choice === "unsaid" ? null : choice === "yes");

/** "Would you get it again?": yes, no, or not said (the legacy journal's wouldGetAgain). */
export function WouldGetAgainInput({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<Choice, string> = {
    yes: t({ id: "common.yes", message: "Yes" }),
    no: t({ id: "common.no", message: "No" }),
    unsaid: t({ id: "entryForm.wouldGetAgainUnsaid", message: "Not said" }),
  };
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {t({ id: "entryForm.wouldGetAgain", message: "Would you get it again?" })}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={choiceOf(value)}
        onValueChange={(choice) => {
          const picked = CHOICES.find((candidate) => candidate === choice);
          if (picked) onChange(valueOf(picked));
        }}
      >
        {CHOICES.map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${choice}`} value={choice} />
            <Label htmlFor={`${id}-${choice}`}>{labels[choice]}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
