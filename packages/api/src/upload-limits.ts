import { z } from "zod";

import { REQUESTS } from "@bitelog/config";

import type { AppErrorDetails } from "./errors";
import { AppError } from "./errors";

/** What an upload may bring, checked before its body is read and again while it arrives. */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** The answer (413) to a body past them. */
  tooLarge: AppErrorDetails;
  /** The answer (413) to one file past maxFileBytes, when it says more than `tooLarge`. */
  fileTooLarge?: AppErrorDetails;
}

/** The body's declared length (Content-Length); null when the sender declared none. */
export const declaredBytesSchema = z.number().int().nonnegative().nullable();

/** The most a multipart body of files within `limits` takes. */
export function maxBodyBytes(limits: UploadLimits): number {
  return limits.maxFiles * limits.maxFileBytes + REQUESTS.multipartFramingBytes;
}

/**
 * The limits an upload is read under, or their 413 at once when its declared length already
 * passes them: the body is then never read.
 */
export function admitUpload(declaredBytes: number | null, limits: UploadLimits): UploadLimits {
  if (declaredBytes !== null && declaredBytes > maxBodyBytes(limits)) {
    throw new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge);
  }
  return limits;
}
