import { z } from "zod";

/** Deeper than any input of ours nests; past it an input is refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;

type Path = (string | number)[];

/** The children of plain objects and arrays; files and other objects are not looked into. */
function childrenOf(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value);
  }
  return [];
}

/**
 * What the database cannot take in a call's input, found without recursion (a body of nested
 * arrays must not overflow the stack): the first string holding U+0000, whose text PostgreSQL can
 * neither store nor compare (["comment"], ["photoUrlsToDelete", 1], [] for the input itself), or
 * the first value nested deeper than MAX_INPUT_DEPTH.
 */
export function unstorableInput(value: unknown): { path: Path; reason: "nul" | "depth" } | undefined {
  // Depth first, in order: the last pushed is the next visited, so children are pushed last first.
  const pending: { value: unknown; path: Path }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (next.value.includes("\u0000")) return { path: next.path, reason: "nul" };
      continue;
    }
    const children = childrenOf(next.value);
    if (children.length > 0 && next.path.length >= MAX_INPUT_DEPTH)
      return { path: next.path, reason: "depth" };
    for (const [key, child] of children.toReversed())
      pending.push({ value: child, path: [...next.path, key] });
  }
  return undefined;
}

/** Any input, refused where a string in it holds U+0000 or it nests too deep, as a schema refuses a bad field. */
export const storableInput = z.unknown().superRefine((value, ctx) => {
  const found = unstorableInput(value);
  if (!found) return;
  ctx.addIssue({
    code: "custom",
    path: found.path,
    message:
      found.reason === "nul"
        ? "must not contain the character U+0000"
        : `must not nest more than ${MAX_INPUT_DEPTH} levels deep`,
  });
});
