import type { ComponentProps } from "react";

import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";

interface FormProps extends Omit<ComponentProps<"form">, "onSubmit"> {
  /**
   * Runs instead of the browser's submission: a form library's submit handler, whose validation
   * (with the server's schemas) replaces the browser's bubbles.
   */
  onSubmit: () => void | Promise<void>;
}

/**
 * A form whose fields stack, submitted by Enter or its submit button without leaving the page.
 * In a prerendered page its fields wait for the script: what is typed before would be reset by it,
 * and the browser's own submission would put the fields (a password) in the address.
 */
export function Form({ onSubmit, className, children, ...props }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form
      noValidate
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      {...props}
    >
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
