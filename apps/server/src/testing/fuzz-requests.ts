import { createHmac } from "node:crypto";
import fc from "fast-check";

import { appRouter } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import { restRoutes } from "../rest/routes";

/** One HTTP request as the fuzzer sends it. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Sent a few bytes at a time with pauses between, as a slow client sends it. */
  slow: boolean;
}

/** What the generated requests draw their ids, photo references and tokens from. */
export interface FuzzPools {
  /** Entry ids of every user, the victim's among them. */
  entryIds: string[];
  /** Storage paths of every user's photo files. */
  photoPaths: string[];
  /** Authorization header values of the attackers' valid tokens. */
  authorizations: string[];
  /** Authorization header values that must not get in: none, malformed, expired, forged. */
  badAuthorizations: string[];
  /** firebaseUid values to try in account deletion. */
  uids: string[];
  /** A small image, so that some uploads get as far as processing. */
  image: Buffer;
  /** STRIPE_WEBHOOK_SECRET, so that webhooks get past their signature. */
  webhookSecret: string;
}

/** Every REST route (method and path pattern), read from the routes themselves: new ones are fuzzed too. */
export function restRouteList(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of restRoutes({} as never).routes) {
    seen.set(`${method} ${path}`, { method: method === "ALL" ? "GET" : method, path: `/api${path}` });
  }
  return [...seen.values()];
}

/** Every tRPC procedure and whether it is a query (GET) or a mutation (POST), from the router itself. */
export function procedureList(): { path: string; type: string }[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

/** The field names of every procedure's input, so that bodies often get past the first check. */
const FIELD_NAMES = [
  "restaurantName",
  "restaurantAddress",
  "restaurantLatitude",
  "restaurantLongitude",
  "visitDate",
  "rating",
  "comment",
  "thumbnailUrl",
  "id",
  "entryId",
  "photoUrlsToDelete",
  "files",
  "q",
  "cursor",
  "letter",
  "path",
  "idToken",
  "timezone",
  "preferred_language",
  "website",
  "dark_mode",
  "accepted",
  "firebaseUid",
  "membershipLevel",
  "interval",
  "payload",
  "signature",
];

/** JSON text of a generated input; no input at all is no text. */
const jsonText = (value: unknown): string => (value === undefined ? "" : JSON.stringify(value));

function arbitraries(pools: FuzzPools) {
  /** Text of any code points (NUL, lone surrogates, non-ASCII), not only printable ASCII. */
  const text = (constraints: { minLength?: number; maxLength: number }) =>
    fc.oneof(fc.string(constraints), fc.string({ ...constraints, unit: "binary" }));
  const id = fc.oneof(
    fc.constantFrom(...pools.entryIds),
    fc.uuid(),
    fc.constantFrom(
      "",
      "not-a-uuid",
      "00000000-0000-0000-0000-000000000000",
      "..",
      "%00",
      "search",
      "browse",
    ),
    text({ maxLength: 60 }),
  );
  const photoRef = fc.oneof(
    fc.constantFrom(...pools.photoPaths),
    fc.constantFrom(...pools.photoPaths).map((path) => `/api/images/${path}?token=x`),
    fc.constantFrom(...pools.photoPaths).map((path) => `https://storage.googleapis.com/bucket/${path}`),
    fc.constantFrom(
      "photos/../../etc/passwd",
      "/etc/passwd",
      "gs://b/%2e%2e/x.webp",
      "data:image/png;base64,AA==",
    ),
    text({ maxLength: 60 }),
  );
  /** A search cursor: base64url of JSON, as the search gives them, holding names and ids of any kind. */
  const cursor = fc.oneof(
    fc
      .tuple(text({ maxLength: 30 }), id)
      .map((position) => Buffer.from(JSON.stringify(position)).toString("base64url")),
    fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value)).toString("base64url")),
    text({ maxLength: 40 }),
  );
  const scalar = fc.oneof(
    text({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      "2025-10-27",
      "2025-02-29",
      "0000-01-01",
      "member",
      "free",
      "year",
      "month",
      "true",
      "es",
      "q",
      "pho\u0000",
    ),
    fc.constantFrom(...pools.uids),
    id,
    photoRef,
  );
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.array(photoRef, { maxLength: 4 }));
  const shaped = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 });
  /** An entry that passes validation, often naming another user's entry or photos. */
  const plausible = fc.record(
    {
      id,
      entryId: id,
      restaurantName: text({ minLength: 1, maxLength: 60 }),
      restaurantAddress: fc.option(text({ maxLength: 60 })),
      visitDate: fc
        .date({ min: new Date("2000-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      rating: fc.option(fc.integer({ min: 1, max: 5 })),
      comment: fc.option(text({ maxLength: 100 })),
      thumbnailUrl: fc.option(photoRef),
      photoUrlsToDelete: fc.array(photoRef, { maxLength: 3 }),
      q: text({ maxLength: 5 }),
      cursor: fc.option(cursor),
      letter: fc.constantFrom("a", "b", "t", "z"),
      path: photoRef,
      accepted: fc.boolean(),
      dark_mode: fc.boolean(),
      firebaseUid: fc.constantFrom(...pools.uids),
      membershipLevel: fc.constant("member"),
      interval: fc.constantFrom("month", "year"),
    },
    { requiredKeys: ["restaurantName", "visitDate"] },
  );
  const input = fc.oneof(
    { arbitrary: plausible, weight: 4 },
    { arbitrary: shaped, weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  /** Nested far past any input's depth, and past the stack a recursive walk has: small, though. */
  const nested = fc
    .record({ depth: fc.integer({ min: 20, max: 20_000 }), array: fc.boolean(), field: fc.boolean() })
    .map(({ depth, array, field }) => {
      const value = array
        ? `${"[".repeat(depth)}${"]".repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
      return field ? `{"comment":${value}}` : value;
    });
  /** Past the JSON body limit, and rarely: each is hundreds of kB. */
  const oversized = fc
    .integer({ min: REQUESTS.jsonBodyBytes, max: REQUESTS.jsonBodyBytes + 64 * 1024 })
    .map((length) => JSON.stringify({ restaurantName: "x", comment: "x".repeat(length) }));
  const jsonBody = fc.oneof(
    { arbitrary: input.map(jsonText), weight: 6 },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 2 },
    {
      arbitrary: fc.constantFrom("{", "[]", "null", '"x"', '{"__proto__":{"admin":true}}', "\u0000"),
      weight: 2,
    },
    { arbitrary: nested, weight: 1 },
    { arbitrary: oversized, weight: 1 },
  );
  const multipartBody = fc
    .tuple(
      fc.array(
        fc.record({
          field: fc.constantFrom("photos", "photos", "other", ""),
          file: fc.oneof(
            fc.constant(pools.image),
            fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
          ),
          asFile: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      fc.boolean(),
    )
    .map(([parts, closed]) => {
      const chunks = parts.map(({ field, file, asFile }) =>
        Buffer.concat([
          Buffer.from(
            `--fuzz\r\nContent-Disposition: form-data; name="${field}"${asFile ? '; filename="x.png"' : ""}\r\n` +
              (asFile ? "Content-Type: image/png\r\n" : "") +
              "\r\n",
          ),
          file,
          Buffer.from("\r\n"),
        ]),
      );
      return Buffer.concat([...chunks, Buffer.from(closed ? "--fuzz--\r\n" : "")]);
    });
  const headerName = fc
    .stringMatching(/^[a-z][a-z0-9-]{0,15}$/)
    .filter(
      (name) =>
        ![
          "host",
          "content-length",
          "transfer-encoding",
          "connection",
          "expect",
          "upgrade",
          "te",
          "trailer",
          "keep-alive",
        ].includes(name),
    );
  const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/).map((v) => v.trim());
  const headers = fc
    .record(
      {
        authorization: fc.oneof(
          { arbitrary: fc.constantFrom(...pools.authorizations), weight: 4 },
          { arbitrary: fc.constantFrom(...pools.badAuthorizations), weight: 1 },
        ),
        "content-type": fc.oneof(
          { arbitrary: fc.constant("application/json"), weight: 4 },
          {
            arbitrary: fc.constantFrom(
              "multipart/form-data; boundary=fuzz",
              "multipart/form-data",
              "text/plain",
              "application/x-www-form-urlencoded",
              "image/png",
              "",
            ),
            weight: 1,
          },
        ),
        "accept-encoding": fc.constantFrom("gzip", "deflate", "br", "gzip;q=0", "*", "identity"),
        "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1", "garbage", "10.0.0.1, 10.0.0.2"),
        "stripe-signature": headerValue,
        extra: fc.tuple(headerName, headerValue),
      },
      { requiredKeys: ["authorization", "content-type"] },
    )
    .map(({ extra, ...named }) => {
      const all: Record<string, string> = Object.fromEntries(
        Object.entries(named).filter((entry): entry is [string, string] => entry[1] !== ""),
      );
      if (extra && !(extra[0] in all)) all[extra[0]] = extra[1];
      return all;
    });
  const query = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom("q", "cursor", "letter", "token", "input", "batch", "id"),
          fc.string({ maxLength: 8 }),
        ),
        fc.oneof(text({ maxLength: 30 }), cursor, fc.constantFrom(...pools.entryIds), input.map(jsonText)),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length === 0 ? "" : `?${new URLSearchParams(pairs).toString()}`));
  return { id, photoRef, input, jsonBody, multipartBody, headers, query };
}

/** Random requests to every REST route and tRPC procedure, and to paths that are neither. */
export function fuzzRequests(pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  const a = arbitraries(pools);
  const routes = restRouteList();
  const procedures = procedureList();

  const rest = fc
    .record({
      route: fc.constantFrom(...routes),
      id: a.id,
      photo: a.photoRef,
      encodeId: fc.boolean(),
      body: fc.oneof(
        a.jsonBody.map((text) => ({ data: Buffer.from(text), type: "application/json" })),
        a.multipartBody.map((data) => ({ data, type: "multipart/form-data; boundary=fuzz" })),
        fc.constant(null),
      ),
      /** Mostly the type the body is; sometimes whatever the headers say. */
      typed: fc.boolean(),
      headers: a.headers,
      query: a.query,
    })
    .map(({ route, id, photo, encodeId, body, typed, headers: random, query }): Omit<FuzzRequest, "slow"> => {
      const headers = body && typed ? { ...random, "content-type": body.type } : random;
      const path = route.path
        .replace(":path{.+}", encodeURI(photo.replace(/^\/+/, "")))
        .replace(":id", encodeId ? encodeURIComponent(id) : encodeURI(id))
        .replace("/*", `/${encodeURIComponent(id)}`);
      return {
        method: route.method,
        path: `${path}${query}`,
        headers,
        body: route.method === "GET" ? null : (body?.data ?? null),
      };
    });

  const trpc = fc
    .record({
      procedure: fc.constantFrom(...procedures),
      input: a.input,
      batch: fc.boolean(),
      headers: a.headers,
      rawBody: fc.option(a.jsonBody, { nil: undefined }),
    })
    .map(({ procedure, input, batch, headers, rawBody }): Omit<FuzzRequest, "slow"> => {
      const wrapped = batch ? { 0: input } : input;
      const encoded = jsonText(wrapped);
      const batchQuery = batch ? "batch=1" : "";
      if (procedure.type === "query") {
        const search = [batchQuery, encoded ? `input=${encodeURIComponent(encoded)}` : ""]
          .filter(Boolean)
          .join("&");
        return {
          method: "GET",
          path: `/trpc/${procedure.path}${search ? `?${search}` : ""}`,
          headers,
          body: null,
        };
      }
      return {
        method: "POST",
        path: `/trpc/${procedure.path}${batchQuery ? `?${batchQuery}` : ""}`,
        headers,
        body: Buffer.from(rawBody ?? encoded),
      };
    });

  const wild = fc
    .record({
      method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
      path: fc.oneof(
        fc.webPath(),
        fc.constantFrom(
          "/api/../../etc/passwd",
          "/trpc/",
          "/trpc/a,b,c?batch=1",
          "/%ff",
          "/api/images/",
          "/assets/../..",
        ),
      ),
      headers: a.headers,
      body: fc.option(
        a.jsonBody.map((text) => Buffer.from(text)),
        { nil: null },
      ),
    })
    .map(({ method, path, headers, body }): Omit<FuzzRequest, "slow"> => ({
      method,
      path: path.startsWith("/") ? path : `/${path}`,
      headers,
      body: method === "GET" || method === "HEAD" ? null : body,
    }));

  /** Signed as Stripe signs (issue 30): identifiers with U+0000, far too long ones, and ordinary ones. */
  const identifier = fc.oneof(
    fc.constantFrom("evt_fuzz", "cus_fuzz", "sub_fuzz"),
    fc.string({ maxLength: 20 }).map((text) => `cus_${text}\u0000`),
    fc.constantFrom("x".repeat(20_000), "c".repeat(500_000)),
    fc.string({ maxLength: 30 }),
  );
  const webhook = fc
    .record({
      id: identifier,
      type: fc.oneof(
        fc.constantFrom(
          "customer.subscription.updated",
          "invoice.paid",
          "customer.created",
          "charge.refunded",
        ),
        identifier,
      ),
      object: fc.record({
        object: fc.constantFrom("subscription", "customer", "invoice"),
        id: identifier,
        customer: fc.oneof(
          identifier,
          identifier.map((id) => ({ id })),
        ),
        subscription: identifier,
      }),
    })
    .map(({ id, type, object }): Omit<FuzzRequest, "slow"> => {
      const payload = JSON.stringify({ id, object: "event", type, data: { object } });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac("sha256", pools.webhookSecret)
        .update(`${timestamp}.${payload}`)
        .digest("hex");
      return {
        method: "POST",
        path: "/api/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}` },
        body: Buffer.from(payload),
      };
    });

  return fc
    .tuple(
      fc.oneof(
        { arbitrary: rest, weight: 5 },
        { arbitrary: trpc, weight: 5 },
        { arbitrary: webhook, weight: 1 },
        { arbitrary: wild, weight: 1 },
      ),
      fc.oneof({ arbitrary: fc.constant(false), weight: 19 }, { arbitrary: fc.constant(true), weight: 1 }),
    )
    .map(([req, slow]) => ({ ...req, slow: slow && req.body !== null }));
}
