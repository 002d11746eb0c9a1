import type { ReactNode } from "react";
import { useEffect } from "react";

import { cn } from "../../lib/cn";

/** One row of the list, whatever suggested it. */
export interface SuggestionRow {
  id: string;
  mainText: string;
  secondaryText: string;
}

interface SuggestionListProps<T extends SuggestionRow> {
  id: string;
  label: string;
  suggestions: readonly T[];
  activeId: string | null;
  open: boolean;
  onChoose: (suggestion: T) => void;
  /** The credit the source's terms ask for under its results. */
  attribution: ReactNode;
}

export function optionId(listId: string, placeId: string): string {
  return `${listId}-${placeId}`;
}

/** The listbox of the address combobox; the focus stays in the input (aria-activedescendant). */
export function SuggestionList<T extends SuggestionRow>({
  id,
  label,
  suggestions,
  activeId,
  open,
  onChoose,
  attribution,
}: SuggestionListProps<T>) {
  useEffect(() => {
    if (activeId) document.getElementById(optionId(id, activeId))?.scrollIntoView({ block: "nearest" });
  }, [id, activeId]);

  return (
    <div
      hidden={!open}
      className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-lg"
    >
      <ul id={id} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto py-1">
        {suggestions.map((suggestion) => (
          <li
            key={suggestion.id}
            id={optionId(id, suggestion.id)}
            role="option"
            aria-selected={suggestion.id === activeId}
            // Keeps the focus (and the list) in place until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            className={cn(
              "flex cursor-pointer flex-col gap-0.5 px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground",
              suggestion.id === activeId && "bg-accent text-accent-foreground",
            )}
          >
            <span className="font-medium">{suggestion.mainText}</span>
            {suggestion.secondaryText && (
              <span className="text-xs text-muted-foreground">{suggestion.secondaryText}</span>
            )}
          </li>
        ))}
      </ul>
      {attribution && (
        <p className="border-t border-border px-3 py-1.5 text-right text-xs text-muted-foreground">
          {attribution}
        </p>
      )}
    </div>
  );
}
