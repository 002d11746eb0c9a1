import Stripe from "stripe";

import { newId } from "../ids";

/** The events the sandbox sends. */
export type SandboxEventType =
  | "checkout.session.completed"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "invoice.paid";

export type SandboxEvent = Extract<Stripe.Event, { type: SandboxEventType }>;
type EventOf<T extends SandboxEventType> = Extract<Stripe.Event, { type: T }>;
type ObjectOf<T extends SandboxEventType> = EventOf<T>["data"]["object"];

export function buildEvent<T extends SandboxEventType>(
  type: T,
  object: ObjectOf<T>,
  created: number,
  previousAttributes?: Partial<ObjectOf<T>>,
): EventOf<T> {
  const event = {
    id: newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as const;
  // TypeScript cannot match a generic `type` to its member of the Stripe.Event union; the signature does.
  return event as EventOf<T>;
}

/** The fields of `before` that differ in `after`, with their old values: an update event's previous_attributes. */
export function previousAttributes<T extends object>(before: T, after: T): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(before) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
