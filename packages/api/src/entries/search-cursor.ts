import { z } from "zod";

import { isEntryId } from "./own-entry";

/** Where a page of search or browse results ends: its last entry's name and id, in the journal's order. */
export interface SearchPosition {
  name: string;
  id: string;
}

/** What a cursor holds once decoded: [name, id]. */
const positionSchema = z.tuple([z.string().max(200), z.string().refine(isEntryId)]);

/** The cursor a client passes back for the page after `position`: opaque text, safe in a URL. */
export function encodeSearchCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify([position.name, position.id])).toString("base64url");
}

function decode(cursor: string): SearchPosition | undefined {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { name: parsed.data[0], id: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}

/** A cursor as input: anything but one a page gave is refused (400), never sent to the database. */
export const searchCursorSchema = z
  .string()
  .max(1000, "must be a cursor an earlier page gave")
  .transform((cursor, ctx) => {
    const position = decode(cursor);
    if (!position) {
      ctx.addIssue({ code: "custom", message: "must be a cursor an earlier page gave" });
      return z.NEVER;
    }
    return position;
  });
