import { download } from "../../lib/rest-client";

/**
 * Downloads the streamed export ZIP, reporting the bytes received as they arrive, then saves it
 * through a blob link under the name the server gave.
 */
export async function downloadExport(onBytes: (received: number) => void): Promise<void> {
  const { blob, fileName } = await download("/api/export", onBytes);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? "bitelog-export.zip";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
