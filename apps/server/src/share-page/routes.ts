import type { Context as HonoContext } from "hono";
import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { etag } from "hono/etag";

import type { ContextDeps } from "@bitelog/api/server";
import { serverI18n } from "@bitelog/i18n/server";

import { callerFor } from "../rest/caller";
import { languageOf } from "./language";
import { renderNotFoundPage, renderSharePage } from "./render-page";
import { SHARE_PAGE_CSS_HASH } from "./styles";

/**
 * Nothing but the page's own stylesheet and images of our origin (the share-scoped photo URLs);
 * no script at all, no framing, no form, no base.
 */
const SHARE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${SHARE_PAGE_CSS_HASH}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Every answer under /s/ is read fresh from the database (a revoked link is gone on every server
 * copy at once) and kept by no shared cache: browsers may keep a copy but ask again before using
 * it, and the answer to that is a 404 once the link is revoked.
 */
const FRESH = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex, nofollow" };

const isNotFound = (error: unknown) => error instanceof TRPCError && error.code === "NOT_FOUND";

/**
 * The public side of share links: the page of a shared visit and its photos. Calls are made
 * without any identity (an Authorization header is ignored), so nothing here can reach an
 * account's data except through the link.
 */
export function sharePageRoutes(deps: ContextDeps): Hono {
  const pages = new Hono();
  const anonymous = (c: HonoContext) => callerFor(deps, c, null);

  pages.get("/:token", async (c) => {
    const language = languageOf(c.req.header("accept-language"));
    const lingui = serverI18n(language);
    const headers = {
      ...FRESH,
      "Content-Security-Policy": SHARE_PAGE_POLICY,
      "Content-Language": language,
      Vary: "Accept-Language",
    };
    const token = c.req.param("token");
    try {
      const entry = await (await anonymous(c)).sharing.view({ token });
      const page = await renderSharePage({ entry, token, language, lingui, publicUrl: deps.publicUrl });
      return c.html(page, 200, headers);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return c.html(await renderNotFoundPage(language, lingui), 404, headers);
    }
  });

  const photo = (size: "display" | "thumbnail") => async (c: HonoContext) => {
    const image = await (
      await anonymous(c)
    ).sharing.photo({ token: c.req.param("token") ?? "", photoId: c.req.param("photoId") ?? "", size });
    // A copy: Buffer's type admits shared memory, which a response body may not be.
    return c.body(new Uint8Array(image.data), 200, {
      ...FRESH,
      "Content-Type": image.contentType,
      ETag: image.etag,
    });
  };
  pages.get("/:token/photos/:photoId", etag(), photo("display"));
  pages.get("/:token/photos/:photoId/thumbnail", etag(), photo("thumbnail"));
  return pages;
}
