import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A stand-in for the built web app (WEB_DIST_DIR): a temporary folder holding `files`, by path
 * (e.g. "index.html", "assets/app-abc123.js"). The caller removes it.
 */
export async function writeWebRoot(files: Record<string, string | Uint8Array>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "bitelog-web-"));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}
