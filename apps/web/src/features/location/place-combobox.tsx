import type { ComponentProps, KeyboardEvent, ReactNode } from "react";
import { useId, useState } from "react";

import type { SuggestionRow } from "./suggestion-list";
import { Input } from "../../components/ui/input";
import { optionId, SuggestionList } from "./suggestion-list";

export interface PlaceComboboxProps<T extends SuggestionRow> extends Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type"
> {
  value: string;
  /** False while there is nothing to suggest from: then it is a plain text input. */
  enabled: boolean;
  suggestions: readonly T[];
  listLabel: string;
  attribution: ReactNode;
  /** The user typed `text`. */
  onType: (text: string) => void;
  onChoose: (suggestion: T) => void;
}

/**
 * A text input with a list of suggestions (the ARIA combobox pattern): arrows move through the
 * list, Enter chooses, Escape closes it; the focus stays in the input.
 */
export function PlaceCombobox<T extends SuggestionRow>({
  value,
  enabled,
  suggestions,
  listLabel,
  attribution,
  onType,
  onChoose,
  onBlur,
  onKeyDown,
  ...inputProps
}: PlaceComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const listed = enabled && open && suggestions.length > 0;
  const activeIndex = suggestions.findIndex((suggestion) => suggestion.id === activeId);
  const active = listed ? suggestions[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const choose = (suggestion: T) => {
    close();
    onChoose(suggestion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !enabled || suggestions.length === 0) return;
    const last = suggestions.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      const next = activeIndex < 0 || !listed ? (down ? 0 : last) : activeIndex + (down ? 1 : -1);
      setOpen(true);
      setActiveId(suggestions[next < 0 ? last : next > last ? 0 : next]?.id ?? null);
    } else if (event.key === "Enter" && active) {
      event.preventDefault(); // Chooses the place instead of submitting the form.
      choose(active);
    } else if (event.key === "Escape" && listed) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        value={value}
        // The browser's own address suggestions would cover the list (and carry no position).
        autoComplete="off"
        role={enabled ? "combobox" : undefined}
        aria-autocomplete={enabled ? "list" : undefined}
        aria-expanded={enabled ? listed : undefined}
        aria-controls={enabled ? listId : undefined}
        aria-activedescendant={active ? optionId(listId, active.id) : undefined}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      {enabled && (
        <SuggestionList
          id={listId}
          label={listLabel}
          suggestions={suggestions}
          activeId={activeId}
          open={listed}
          onChoose={choose}
          attribution={attribution}
        />
      )}
    </div>
  );
}
