import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import type { ImportAnswer, ImportChoices } from "./upload-import";
import { RestError } from "../../lib/rest-client";
import { trpc } from "../../lib/trpc";
import { uploadImport } from "./upload-import";

export type ImportState =
  | { step: "idle" }
  /** A dry run; `previous` is the preview it replaces, shown meanwhile. */
  | { step: "checking"; file: File; choices: ImportChoices; sent: number; previous: ImportAnswer | null }
  | { step: "preview"; file: File; choices: ImportChoices; answer: ImportAnswer }
  /** The CSV's columns cannot be told apart: the person maps its headers. */
  | { step: "mapping"; file: File; headers: string[] }
  | { step: "importing"; file: File; choices: ImportChoices; sent: number; preview: ImportAnswer }
  | { step: "done"; answer: ImportAnswer }
  | { step: "failed"; file: File; choices: ImportChoices; error: RestError };

/** The headers a COLUMN_MAPPING_NEEDED answer names, when there are enough to map a name and a date. */
function headersToMap(error: RestError): string[] | null {
  const { body } = error;
  if (body?.code !== "COLUMN_MAPPING_NEEDED" || !Array.isArray(body.headers)) return null;
  const headers = body.headers.filter((header): header is string => typeof header === "string");
  return headers.length >= 2 ? headers : null;
}

/**
 * A file's way in (issue 34): a dry run first, again whenever a choice changes (only the latest
 * answer counts), then the import with the same choices; the journal's views are refreshed after.
 */
export function useImportFlow() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: "idle" });
  const latest = useRef(0);

  const check = (file: File, choices: ImportChoices, previous: ImportAnswer | null = null) => {
    const request = ++latest.current;
    const current = () => request === latest.current;
    setState({ step: "checking", file, choices, sent: 0, previous });
    uploadImport(file, {
      dryRun: true,
      choices,
      onProgress: (sent) => current() && setState({ step: "checking", file, choices, sent, previous }),
    })
      .then((answer) => current() && setState({ step: "preview", file, choices, answer }))
      .catch((error: unknown) => {
        if (!current()) return;
        const failure = error instanceof RestError ? error : new RestError(0, null);
        const headers = headersToMap(failure);
        setState(
          headers ? { step: "mapping", file, headers } : { step: "failed", file, choices, error: failure },
        );
      });
  };

  const commit = (file: File, choices: ImportChoices, preview: ImportAnswer) => {
    const request = ++latest.current;
    setState({ step: "importing", file, choices, sent: 0, preview });
    uploadImport(file, {
      dryRun: false,
      choices,
      onProgress: (sent) =>
        request === latest.current && setState({ step: "importing", file, choices, sent, preview }),
    })
      .then((answer) => {
        setState({ step: "done", answer });
        for (const router of [trpc.entries, trpc.membership, trpc.placesToTry, trpc.insights]) {
          void queryClient.invalidateQueries({ queryKey: router.pathKey() });
        }
      })
      .catch((error: unknown) =>
        setState({
          step: "failed",
          file,
          choices,
          error: error instanceof RestError ? error : new RestError(0, null),
        }),
      );
  };

  const reset = () => {
    latest.current++;
    setState({ step: "idle" });
  };

  return { state, check, commit, reset };
}
