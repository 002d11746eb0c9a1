import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

import { IMPORT_LIMITS } from "@bitelog/config";

import { AppError } from "../errors";

const badZip = (message: string) => new AppError("BAD_REQUEST", { error: "Invalid import file", message });

/** A file of an archive, unpacked only when read. */
export interface ZipFileEntry {
  /** Its size unpacked, as the archive's directory declares it (reading stops past it). */
  size: number;
  read: () => Promise<Buffer>;
}

/** An archive's files by path; `close` once done with them. */
export interface ZipArchive {
  files: Map<string, ZipFileEntry>;
  close(): void;
}

/** Reads ranges of a Blob (an upload on disk) as the archive is read, never the whole of it. */
class BlobReader extends yauzl.RandomAccessReader {
  constructor(private readonly blob: Blob) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    // The web app's type check (which reads this file for the router's types) sees the DOM's
    // ReadableStream here: the same object under another type.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    return Readable.fromWeb(this.blob.slice(start, end).stream() as NodeReadableStream);
  }
}

function openZip(blob: Blob): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // lazyEntries: the directory is walked one entry at a time; autoClose off: files are read later.
    yauzl.fromRandomAccessReader(
      new BlobReader(blob),
      blob.size,
      { lazyEntries: true, validateEntrySizes: true, autoClose: false },
      (error, zip) =>
        error
          ? reject(badZip(`The file is not a ZIP archive that can be read (${error.message}).`))
          : resolve(zip),
    );
  });
}

async function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  try {
    const stream = await new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry, (error, opened: Readable) => {
        if (error) reject(error);
        else resolve(opened);
      });
    });
    return await buffer(stream);
  } catch (error) {
    throw badZip(`The archive's file ${entry.fileName} cannot be read: ${(error as Error).message}.`);
  }
}

/**
 * The files of a ZIP archive by path, folders left out, each unpacked when it is read. Refused as
 * a whole (400) when it cannot be read, names an unsafe path (absolute, or with "..": yauzl checks
 * every name), holds too many files, or unpacks to more than IMPORT_LIMITS.maxUnpackedBytes: the
 * sizes its directory declares are added up before anything is unpacked, and yauzl stops any file
 * that unpacks past its declared size, so a zip bomb costs no more than the limit.
 */
export async function readZip(blob: Blob): Promise<ZipArchive> {
  const zip = await openZip(blob);
  const files = new Map<string, ZipFileEntry>();
  try {
    if (zip.entryCount > IMPORT_LIMITS.maxZipFiles) {
      throw badZip(
        `The archive holds ${zip.entryCount} files; an import may hold at most ${IMPORT_LIMITS.maxZipFiles}.`,
      );
    }
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) => reject(badZip(`The archive cannot be read: ${error.message}.`)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith("/")) {
          unpacked += entry.uncompressedSize;
          if (unpacked > IMPORT_LIMITS.maxUnpackedBytes) {
            reject(
              badZip(
                `The archive unpacks to more than ${IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024} MB, the most an import may hold.`,
              ),
            );
            return;
          }
          files.set(entry.fileName, { size: entry.uncompressedSize, read: () => unpack(zip, entry) });
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  return { files, close: () => zip.close() };
}
