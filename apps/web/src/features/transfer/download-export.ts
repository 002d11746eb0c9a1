import { currentIdToken } from "../../lib/firebase";

/** The export failed: `status` is the server's answer, null when the network failed. */
export class ExportError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? "Network error" : `Export answered ${String(status)}`);
  }
}

/**
 * Downloads the streamed export ZIP, reporting the bytes received as they arrive, then saves it
 * through a blob link under the name the server gave.
 */
export async function downloadExport(onBytes: (received: number) => void): Promise<void> {
  const token = await currentIdToken();
  let response: Response;
  try {
    response = await fetch("/api/export", { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ExportError(null);
  }
  if (!response.ok || !response.body) throw new ExportError(response.status);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onBytes(received);
    }
  } catch {
    throw new ExportError(null);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "bitelog-export.zip";
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
