import type { ComponentProps } from "react";

import { cn } from "../../lib/cn";

interface FormProps extends Omit<ComponentProps<"form">, "onSubmit"> {
  /**
   * Runs instead of the browser's submission: a form library's submit handler, whose validation
   * (with the server's schemas) replaces the browser's bubbles.
   */
  onSubmit: () => void | Promise<void>;
}

/** A form whose fields stack, submitted by Enter or its submit button without leaving the page. */
export function Form({ onSubmit, className, ...props }: FormProps) {
  return (
    <form
      noValidate
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      {...props}
    />
  );
}
