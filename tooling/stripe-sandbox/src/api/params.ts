import type { ParsedQs } from "qs";
import type Stripe from "stripe";
import { parse } from "qs";

import { invalidRequest, missingParam, unknownParam } from "../errors";

/** Request parameters in Stripe's form encoding, e.g. `line_items[0][price]=…`, decoded into nested objects. */
export type Params = ParsedQs;

/** The query string and, for POST, the form body: the Stripe SDK sends GET and DELETE parameters in the query. */
export async function readParams(request: Request): Promise<Params> {
  const query = new URL(request.url).search.slice(1);
  const body = request.method === "POST" ? await request.text() : "";
  return parse([query, body].filter(Boolean).join("&"), { depth: 10, arrayLimit: 100, parameterLimit: 2000 });
}

/** Rejects parameters the endpoint does not take, as Stripe does, so a typo or an unsupported feature shows at once. */
export function rejectUnknown(params: Params, known: readonly string[], prefix?: string): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function optionalString(params: Params, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${label}`, label);
  return value;
}

export function requiredString(params: Params, name: string, label = name): string {
  const value = optionalString(params, name, label);
  if (!value) throw missingParam(label);
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === "true";
}

export function optionalInteger(params: Params, name: string, label = name): number | undefined {
  const value = optionalString(params, name, label);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, label);
  return Number(value);
}

/** A nested hash such as `subscription_data[…]`; an empty string unsets it, as in Stripe. */
export function optionalHash(params: Params, name: string, label = name): Params | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" || Array.isArray(value)) throw invalidRequest("Invalid hash", label);
  return value;
}

export function metadataParam(params: Params, name = "metadata", label = name): Stripe.Metadata | undefined {
  const hash = optionalHash(params, name, label);
  if (params[name] === "") return {};
  if (!hash) return undefined;
  const metadata: Stripe.Metadata = {};
  for (const key of Object.keys(hash)) metadata[key] = requiredString(hash, key, `${label}[${key}]`);
  return metadata;
}

/** An array of hashes such as `line_items[0][…]`; qs turns long arrays into index-keyed objects, so both count. */
export function hashList(params: Params, name: string): Params[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value === "string") throw invalidRequest("Invalid array", name);
  const entries = Array.isArray(value) ? value : Object.values(value);
  return entries.map((entry, index) => {
    if (entry === undefined || typeof entry === "string" || Array.isArray(entry)) {
      throw invalidRequest("Invalid hash", `${name}[${index}]`);
    }
    return entry;
  });
}

/** `expand[]=subscription&expand[]=customer`. */
export function expandParam(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const entries = typeof value === "string" ? [value] : Array.isArray(value) ? value : Object.values(value);
  return entries.map((entry) => {
    if (typeof entry !== "string") throw invalidRequest("Invalid array", "expand");
    return entry;
  });
}
