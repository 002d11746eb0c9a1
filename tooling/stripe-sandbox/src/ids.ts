import { randomBytes } from "node:crypto";

/** A Stripe-looking id such as `sub_3f9c…`: the object's prefix and 24 random hex digits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

/** The id of a field that Stripe returns as an id, or as the object itself when expanded. */
export function idOf(reference: string | { id: string }): string {
  return typeof reference === "string" ? reference : reference.id;
}
