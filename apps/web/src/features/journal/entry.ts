import type { RouterInputs, RouterOutputs } from "@bitelog/api";

/** An entry as the journal's list returns it: what every screen and the device's copy hold. */
export type Entry = RouterOutputs["entries"]["list"][number];

/** An entry's fields as the form edits them and the outbox queues them. */
export type EntryFields = Omit<RouterInputs["entries"]["create"], "rating"> & { rating: number | null };
