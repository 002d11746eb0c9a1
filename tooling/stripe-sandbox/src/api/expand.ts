import { invalidRequest } from "../errors";

type Find = (id: string) => object | undefined;

/**
 * The object as JSON with the ids named in `expand[]` replaced by the objects they refer to, as Stripe does:
 * `subscription`, nested `subscription.latest_invoice`, and `data.customer` inside lists.
 */
export function expand(object: object, paths: string[], find: Find): unknown {
  const json = toJson(object);
  for (const path of paths) expandPath(json, path.split("."), path, find);
  return json;
}

/** Stripe objects hold Decimal instances; their JSON form (strings) is what goes over the wire. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function expandPath(target: unknown, fields: string[], path: string, find: Find): void {
  if (Array.isArray(target)) {
    for (const element of target) expandPath(element, fields, path, find);
    return;
  }
  const [field, ...rest] = fields;
  if (!isRecord(target) || field === undefined) return;
  let value = target[field];
  if (value === null) return;
  if (typeof value === "string") {
    const object = find(value);
    if (!object) throw invalidRequest(`This property cannot be expanded (${path}).`, "expand");
    value = target[field] = toJson(object);
  } else if (rest.length === 0 || value === undefined) {
    throw invalidRequest(`This property cannot be expanded (${path}).`, "expand");
  }
  if (rest.length > 0) expandPath(value, rest, path, find);
}
