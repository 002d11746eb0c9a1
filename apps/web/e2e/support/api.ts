import sharp from "sharp";

/** The Bitelog server's REST and tRPC endpoints, called as the signed-in user (an ID token as Bearer). */

async function send<T>(url: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A REST call of docs/product.md §7, e.g. `rest(base, token, "GET", "/api/user/settings")`. */
export function rest<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  return send<T>(`${baseUrl}${path}`, token, method, body);
}

/** A tRPC mutation (the web app's own API) with its input as plain JSON; answers the result. */
export async function trpcMutation<T>(
  baseUrl: string,
  token: string,
  procedure: string,
  input: unknown,
): Promise<T> {
  const answer = await send<{ result: { data: T } }>(`${baseUrl}/trpc/${procedure}`, token, "POST", input);
  return answer.result.data;
}

/**
 * Creates the Bitelog account of an emulator user and accepts the terms for it, as its first visit
 * would (sign-in exchange, then PUT /api/user/tos-acceptance): its next login lands in the app. The
 * account starts in `language`, as one created from a browser showing it does.
 */
export async function acceptTermsThroughApi(
  baseUrl: string,
  idToken: string,
  language?: string,
): Promise<void> {
  await rest(baseUrl, idToken, "POST", "/api/auth/firebase", { idToken, preferred_language: language });
  await rest(baseUrl, idToken, "PUT", "/api/user/tos-acceptance", { accepted: true });
}

/** Uploads one plain photo to an entry (POST /api/journal/{id}/photos), as the app does after saving it. */
export async function uploadPhotoThroughApi(baseUrl: string, token: string, entryId: string): Promise<void> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f855a" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(jpeg)], "plate.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${baseUrl}/api/journal/${entryId}/photos`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`photo upload: ${response.status} ${await response.text()}`);
}

/** Imports a CSV file into the journal in one request (POST /api/import), as Settings' import does. */
export async function importCsvThroughApi(baseUrl: string, token: string, csv: string): Promise<void> {
  const form = new FormData();
  form.append("file", new File([csv], "journal.csv", { type: "text/csv" }));
  const response = await fetch(`${baseUrl}/api/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`import: ${response.status} ${await response.text()}`);
}
