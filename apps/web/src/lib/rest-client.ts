import type { AppErrorBody } from "@bitelog/api";

import { isAuthFailure } from "./auth-failure";
import { reportAuthRefused } from "./auth-refused";
import { currentIdToken, refreshTokenOnNextCall } from "./firebase";

/** The error body of a REST answer: the shared one, and what a route adds (an upload's refused files). */
export type RestErrorBody = Partial<AppErrorBody> & Record<string, unknown>;

/** A REST call the server refused (its status and error body), or one that did not reach it (status 0). */
export class RestError extends Error {
  override name = "RestError";
  constructor(
    readonly status: number,
    readonly body: RestErrorBody | null,
  ) {
    super(status === 0 ? "The server could not be reached" : `The server answered ${String(status)}`);
  }
}

const errorBody = (value: unknown): RestErrorBody | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as RestErrorBody) : null;

/**
 * A call with the session's ID token. As for every call (docs/product.md §8), a refused token is
 * renewed and the call made once more (`beforeRetry` first); refused again, the session hears of it.
 */
async function withFreshToken<T>(
  call: (token: string | null) => Promise<T>,
  beforeRetry?: () => void,
): Promise<T> {
  const authRefused = (error: unknown): error is RestError =>
    error instanceof RestError && isAuthFailure(error.status, error.body?.code);
  try {
    return await call(await currentIdToken());
  } catch (error) {
    if (!authRefused(error)) throw error;
  }
  refreshTokenOnNextCall();
  beforeRetry?.();
  try {
    return await call(await currentIdToken());
  } catch (error) {
    if (authRefused(error)) reportAuthRefused();
    throw error;
  }
}

interface FormOptions {
  /** Called as the body goes out, with the share sent so far (0…1). */
  onProgress?: (sent: number) => void;
  headers?: Record<string, string>;
}

/** One POST of a form, answered in JSON. XMLHttpRequest rather than fetch: only it reports an upload's progress. */
function sendForm<T>(path: string, form: FormData, token: string | null, options: FormOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(request.response as T);
      } else {
        reject(new RestError(request.status, errorBody(request.response)));
      }
    };
    request.onerror = () => reject(new RestError(0, null));
    request.onabort = () => reject(new RestError(0, null));
    request.send(form);
  });
}

/** POSTs a form (files) to a REST route with progress, and answers the route's JSON as `T`. */
export function postForm<T>(path: string, form: FormData, options: FormOptions = {}): Promise<T> {
  return withFreshToken(
    (token) => sendForm<T>(path, form, token, options),
    () => options.onProgress?.(0),
  );
}

/** A file a REST route answers: its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/** GETs a file from a REST route, reporting the bytes received as they arrive. */
export function download(path: string, onBytes: (received: number) => void): Promise<Download> {
  return withFreshToken(async (token) => {
    let response: Response;
    try {
      response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new RestError(0, null);
    }
    if (!response.ok || !response.body) {
      throw new RestError(response.status, errorBody(await response.json().catch(() => null)));
    }
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
      throw new RestError(0, null);
    }
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    const fileName =
      /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? null;
    return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
  });
}
