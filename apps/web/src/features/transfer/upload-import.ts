import type { AppErrorBody } from "@bitelog/api";

import { currentIdToken } from "../../lib/firebase";

/** POST /api/import's answer (issue 18). */
export interface ImportAnswer {
  dryRun: boolean;
  imported: number;
  skipped: number;
  problems: {
    row: number;
    code: "invalid" | "overLimit" | "photoLimit" | "photoUnreadable";
    /** With "invalid": the first field refused. */
    field?: string;
    message: string;
  }[];
  /** The CSV's columns nothing was read from, as its header names them. */
  ignoredColumns: string[];
}

/** The import was refused: `status` is the server's answer (null when the network failed), with its body. */
export class ImportError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: AppErrorBody | null,
  ) {
    super(status === null ? "Network error" : `Import answered ${String(status)}`);
  }
}

/**
 * Sends a file to POST /api/import, reporting the share of it sent so far (fetch cannot tell an
 * upload's progress; XMLHttpRequest can).
 */
export async function uploadImport(
  file: File,
  options: { dryRun: boolean; onProgress: (sent: number) => void },
): Promise<ImportAnswer> {
  const token = await currentIdToken();
  const form = new FormData();
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/import${options.dryRun ? "?dryRun=true" : ""}`);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ImportError(null, null));
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status === 200) resolve(body as ImportAnswer);
      else reject(new ImportError(request.status, (body as AppErrorBody | null) ?? null));
    };
    request.send(form);
  });
}
