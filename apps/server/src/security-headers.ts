import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: served over HTTPS, browsers are told to keep to it (HSTS). */
  publicUrl: string;
  /** Where the Firebase Auth SDK opens its helper iframe (FIREBASE_AUTH_DOMAIN). */
  firebaseAuthDomain: string;
  /** The Auth emulator's port in development; the web app reaches it on the page's own host name. */
  authEmulatorPort: number | null;
  /** The inline scripts of index.html (the theme boot script), allowed by their hashes. */
  inlineScripts: readonly string[];
  /** Where the map loads from: Google Maps (with GOOGLE_MAPS_API_KEY), and the MapLibre style's origins (see map-origins.ts). */
  map: { googleMaps: boolean; styleOrigins: readonly string[] };
  /** The Photon geocoder the address field asks (PHOTON_URL); null when it is off. */
  photonOrigin: string | null;
}

/** The hosts the web app loads from: Firebase Auth and Google sign-in, Google Maps (with a key), Stripe. */
const FIREBASE_AUTH_API = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://www.googleapis.com",
];
const GOOGLE_SIGN_IN = "https://apis.google.com";
const MAPS_API = "https://maps.googleapis.com";
/** Map tiles and icons come from numbered hosts (khms0.googleapis.com, maps.gstatic.com, …). */
const MAPS_IMAGES = ["https://*.googleapis.com", "https://*.gstatic.com"];
const MAPS_FONTS = "https://fonts.gstatic.com";
const MAPS_STYLES = "https://fonts.googleapis.com";
const STRIPE_JS = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

/** A host name as the URL parser leaves it; anything else is not put into a header. */
const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

/** The bodies of the inline (src-less) scripts of an HTML page, as the browser hashes them. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? "",
  );
}

function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  emulatorOrigin: string | null,
  https: boolean,
) {
  const emulator = emulatorOrigin ? [emulatorOrigin] : [];
  const google = options.map.googleMaps;
  const photon = options.photonOrigin ? [options.photonOrigin] : [];
  // MapLibre fetches the style, TileJSON, tiles, glyphs and sprites (images too, as blobs).
  const mapLibre = options.map.styleOrigins;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...options.inlineScripts.map(scriptHash),
      GOOGLE_SIGN_IN,
      ...(google ? [MAPS_API] : []),
      STRIPE_JS,
    ],
    // Radix, Sonner and the Maps API set styles from script (attributes and <style> elements).
    "style-src": ["'self'", "'unsafe-inline'", ...(google ? [MAPS_STYLES] : [])],
    "img-src": ["'self'", "data:", "blob:", ...(google ? MAPS_IMAGES : []), ...mapLibre],
    "font-src": ["'self'", ...(google ? [MAPS_FONTS] : [])],
    "connect-src": [
      "'self'",
      ...FIREBASE_AUTH_API,
      ...(google ? [MAPS_API] : []),
      ...mapLibre,
      ...photon,
      STRIPE_API,
      ...emulator,
    ],
    "frame-src": ["'self'", `https://${options.firebaseAuthDomain}`, ...STRIPE_FRAMES, ...emulator],
    // MapLibre's worker is a blob; browsers without worker-src read child-src for it.
    "worker-src": ["'self'", "blob:"],
    "child-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * Security headers on every answer, whatever made it (API, web app, images, errors). The policy
 * is built once, except in development, where the Auth emulator's origin follows the host name the
 * page was opened on (localhost or 127.0.0.1), as the web app's own connection to it does.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const https = new URL(options.publicUrl).protocol === "https:";
  // What any answer needs: no sniffing it into something runnable, no framing, no reading it
  // from another site's page, HTTPS only once seen over it.
  const everyAnswer: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
  // What only a page the browser renders uses (the API answers JSON, photos and downloads).
  const pages: Record<string, string> = {
    ...everyAnswer,
    // The origin is still sent to Google Maps, whose API keys are restricted by referrer.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    // Firebase's sign-in popups talk back to the page that opened them.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
  const staticPolicy = options.authEmulatorPort === null ? contentSecurityPolicy(options, null, https) : null;
  // In development, the policy of the last Host header seen: the pages of a session come from one.
  let last = { hostHeader: "", policy: "" };
  const policyFor = (c: Context) => {
    if (staticPolicy) return staticPolicy;
    const hostHeader = c.req.header("host") ?? "";
    if (hostHeader !== last.hostHeader) {
      const host = new URL(c.req.url).hostname;
      const origin = HOST_NAME.test(host) ? `http://${host}:${options.authEmulatorPort}` : null;
      last = { hostHeader, policy: contentSecurityPolicy(options, origin, https) };
    }
    return last.policy;
  };
  const apiHeaders = Object.entries(everyAnswer);
  const pageHeaders = Object.entries(pages);
  // An API answer is never a page: the page's policy, with every host the web app loads from, is
  // of no use to it. Where a browser does open one as a document, this narrower one applies.
  const apiPolicy = [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const isApi = (path: string) => path.startsWith("/api/") || path.startsWith("/trpc/");

  return function applySecurityHeaders(c, next) {
    // On the Node response, before any answer exists: whatever makes the answer (API, web app,
    // images, errors) gets them, no web Headers object is built for them, and an answer's own
    // header replaces one of these when it is written (the shared visit page's stricter policy).
    const { outgoing } = c.env as HttpBindings;
    const api = isApi(c.req.path);
    for (const [name, value] of api ? apiHeaders : pageHeaders) outgoing.setHeader(name, value);
    outgoing.setHeader("Content-Security-Policy", api ? apiPolicy : policyFor(c));
    return next();
  };
}
