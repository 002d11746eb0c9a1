import type { RouterInputs, RouterOutputs } from "@bitelog/api";
import { REQUESTS } from "@bitelog/config";

export type ImportCandidate = RouterInputs["transfer"]["import"]["entries"][number];
export type ImportOutcome = RouterOutputs["transfer"]["import"]["outcomes"][number];

/**
 * The most one call sends, with room inside the server's JSON body limit for the envelope. A usual
 * legacy journal goes in one part, so a dry run sees the journal and the plan's limit as the
 * import will.
 */
const PART_BYTES = REQUESTS.jsonBodyBytes / 2;

const encoder = new TextEncoder();

/** Candidates in consecutive parts of at most PART_BYTES of JSON each. */
export function partsOf(candidates: readonly ImportCandidate[]): ImportCandidate[][] {
  const parts: ImportCandidate[][] = [];
  let current: ImportCandidate[] = [];
  let size = 0;
  for (const candidate of candidates) {
    const length = encoder.encode(JSON.stringify(candidate)).length;
    if (current.length > 0 && size + length > PART_BYTES) {
      parts.push(current);
      current = [];
      size = 0;
    }
    current.push(candidate);
    size += length;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

type ImportCall = (input: RouterInputs["transfer"]["import"]) => Promise<RouterOutputs["transfer"]["import"]>;

/**
 * Sends candidates a part at a time, in order, and gathers the outcomes. `onPart` hears each part's
 * outcomes as the server confirms them, so what came in is kept even if a later part fails.
 */
export async function importInParts(
  call: ImportCall,
  candidates: readonly ImportCandidate[],
  options: { dryRun: boolean; onPart?: (outcomes: ImportOutcome[], done: number) => void },
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const part of partsOf(candidates)) {
    const report = await call({ entries: part, dryRun: options.dryRun });
    outcomes.push(...report.outcomes);
    options.onPart?.(report.outcomes, outcomes.length);
  }
  return outcomes;
}

/** Imported, or already in the journal: either way the account holds it. */
export const isConfirmed = (outcome: ImportOutcome) =>
  outcome.status === "imported" || outcome.status === "duplicate";
