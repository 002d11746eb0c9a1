import type { Context as HonoContext, MiddlewareHandler } from "hono";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Busboy } from "@fastify/busboy";

import type { ContextDeps, UploadLimits } from "@bitelog/api/server";
import { AppError, bearerToken, createContext, maxBodyBytes } from "@bitelog/api/server";

/**
 * Refuses an upload without a valid token (401) before a byte of its body is read: the body is
 * large, and only a signed-in user may have the server take it in.
 */
export function signedInOnly(deps: ContextDeps): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const { user } = await createContext(deps, token, c.get("clientAddress"));
    if (!user)
      throw new AppError("UNAUTHORIZED", { error: "Authentication required", code: "UNAUTHENTICATED" });
    await next();
  };
}

/** The request's Content-Length, for a check before the body is read; null when it has none. */
export function declaredBytes(c: HonoContext): number | null {
  const length = c.req.header("content-length");
  if (length === undefined || c.req.header("transfer-encoding") !== undefined) return null;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
}

/**
 * Marks the answer of an upload route so that the connection closes after it: an answer given
 * before the body was read whole (a refusal) leaves the rest of the body on the connection.
 */
export function closeAfterRefusal(): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (c.error) c.header("Connection", "close");
    }
  };
}

/** Multipart fields besides the files a form may carry (their text is not kept beyond these). */
const OTHER_FIELDS = { count: 20, bytes: 64 * 1024 };

const malformed = (cause: unknown) =>
  new AppError(
    "BAD_REQUEST",
    {
      error: "Malformed multipart body",
      code: "MALFORMED_MULTIPART",
      message: "The request body is not valid multipart/form-data.",
    },
    { cause },
  );

/** What an upload route receives: the values of its field, files in a folder that `dispose` removes. */
export interface ReceivedFiles {
  values: (File | string)[];
  /** The other text fields of the form, by name (the last value of a repeated one). */
  fields: ReadonlyMap<string, string>;
  dispose(): Promise<void>;
}

/**
 * The values of the (repeatable) multipart field `field`, in order, each file written to a
 * temporary file as it arrives (File objects read from disk): the body is never held in memory.
 * Refused with the limits' 413 as soon as the body passes `limits` (a file past its size, more
 * files, or more bytes than they and their framing take), and with 400 when it is not a form.
 */
export async function receiveFiles(
  c: HonoContext,
  field: string,
  limits: UploadLimits,
): Promise<ReceivedFiles> {
  const body = c.req.raw.body;
  const dir = await mkdtemp(join(tmpdir(), "bitelog-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const received: (string | { path: string; name: string; type: string })[] = [];
  const fields = new Map<string, string>();
  try {
    const parser = Busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: OTHER_FIELDS.count,
        fieldSize: OTHER_FIELDS.bytes,
      },
    });
    const maxBytes = maxBodyBytes(limits);
    let bodyBytes = 0;
    // Counts what arrives, for a body that declared no length (or a false one).
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bodyBytes += chunk.byteLength;
        done(bodyBytes > maxBytes ? new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge) : null, chunk);
      },
    });
    const fileStreams: Readable[] = [];
    const writes: Promise<void>[] = [];
    let refusal: AppError | undefined;
    const refuse = (error: AppError) => {
      refusal ??= error;
      counted.destroy(error);
    };
    parser.on("file", (name, stream, filename, _encoding, type) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const path = join(dir, String(received.length));
      received.push({ path, name: filename, type });
      stream.once("limit", () =>
        refuse(new AppError("PAYLOAD_TOO_LARGE", limits.fileTooLarge ?? limits.tooLarge)),
      );
      fileStreams.push(stream);
      writes.push(pipeline(stream, createWriteStream(path)));
    });
    parser.on("field", (name, value) => {
      if (name === field) received.push(value);
      else fields.set(name, value);
    });
    parser.once("filesLimit", () => refuse(new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge)));
    try {
      await pipeline(body ? Readable.fromWeb(body) : Readable.from([]), counted, parser);
      await Promise.all(writes);
    } catch (error) {
      // A file cut off mid-way never ends by itself.
      for (const stream of fileStreams) stream.destroy();
      await Promise.allSettled(writes);
      if (refusal) throw refusal;
      throw error instanceof AppError ? error : malformed(error);
    }
    if (refusal) throw refusal;
    const values = await Promise.all(
      received.map(async (value) =>
        typeof value === "string"
          ? value
          : new File([await openAsBlob(value.path)], value.name, { type: value.type }),
      ),
    );
    return { values, fields, dispose };
  } catch (error) {
    await dispose();
    throw error instanceof AppError ? error : malformed(error);
  }
}
