import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

import { IMPORT_LIMITS } from "@bitelog/config";

import { AppError } from "../errors";

const badZip = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // lazyEntries: one entry at a time, each read whole before the next is asked for.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error
        ? reject(badZip(`The file is not a ZIP archive that can be read (${error.message}).`))
        : resolve(zip),
    );
  });
}

async function readStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, opened: Readable) => {
      if (error) reject(error);
      else resolve(opened);
    });
  });
  return buffer(stream);
}

/**
 * The files of a ZIP archive by path, folders left out. Refused as a whole (400) when it cannot be
 * read, names an unsafe path (absolute, or with "..": yauzl checks every name), holds too many
 * files, or unpacks to more than IMPORT_LIMITS.maxUnpackedBytes: the sizes its directory declares
 * are added up before anything is unpacked, and yauzl stops any file that unpacks past its
 * declared size, so a zip bomb costs no more than the limit.
 */
export async function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(buffer);
  if (zip.entryCount > IMPORT_LIMITS.maxZipFiles) {
    zip.close();
    throw badZip(
      `The archive holds ${zip.entryCount} files; an import may hold at most ${IMPORT_LIMITS.maxZipFiles}.`,
    );
  }
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) => reject(badZip(`The archive cannot be read: ${error.message}.`)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) {
          zip.readEntry();
          return;
        }
        unpacked += entry.uncompressedSize;
        if (unpacked > IMPORT_LIMITS.maxUnpackedBytes) {
          reject(
            badZip(
              `The archive unpacks to more than ${IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024} MB, the most an import may hold.`,
            ),
          );
          return;
        }
        readStream(zip, entry).then(
          (data) => {
            files.set(entry.fileName, data);
            zip.readEntry();
          },
          (error: unknown) => {
            reject(
              badZip(`The archive's file ${entry.fileName} cannot be read: ${(error as Error).message}.`),
            );
          },
        );
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
