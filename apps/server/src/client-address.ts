import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** Where the request came from, as rate limits count it (see clientAddress). */
    clientAddress: string;
  }
}

/** IPv4 as such (also when written IPv4-mapped); IPv6 by its /64, which one customer usually holds whole. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address: the socket's peer, or behind `trustedProxyHops` proxies the entry of
 * X-Forwarded-For that the outermost of them appended (entries further left are the client's own
 * claims). A request that did not pass through all of them is taken by its socket address.
 */
export function pickClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxyHops: number,
): string {
  if (trustedProxyHops === 0) return addressKey(peer);
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return addressKey(forwarded[forwarded.length - trustedProxyHops] ?? peer);
}

function clientAddress(c: Context, trustedProxyHops: number): string {
  // The socket's address alone: getConnInfo() also asks it for the port and family, unused here.
  const peer = (c.env as HttpBindings).incoming.socket.remoteAddress ?? "unknown";
  return pickClientAddress(
    peer,
    trustedProxyHops === 0 ? undefined : c.req.header("x-forwarded-for"),
    trustedProxyHops,
  );
}

/** Notes the client's address on the request, for the procedures' rate limits. */
export function rememberClientAddress(trustedProxyHops: number): MiddlewareHandler {
  return (c, next) => {
    c.set("clientAddress", clientAddress(c, trustedProxyHops));
    return next();
  };
}
