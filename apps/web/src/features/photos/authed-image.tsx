import type { ComponentProps } from "react";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useState } from "react";

import { PHOTO_ACCESS } from "@bitelog/config";

import { cn } from "../../lib/cn";
import { trpcClient } from "../../lib/trpc";
import { useOnline } from "../offline/use-online";

/**
 * Offline, a photo already viewed comes from the service worker's cache, which looks it up without
 * the token: an expired one, which cannot be renewed then, need not hold the photos back.
 */
const OFFLINE_TOKEN = "offline";

const fetchPhotoToken = async () => (await trpcClient.photos.accessToken.query()).token;

/**
 * Photos load with a photo token in the query (docs/product.md §7, /images/{path}?token=): it opens photos
 * and nothing else, unlike the ID token, which never goes in a URL. Renewed before it expires, in a
 * hidden tab too; not kept on the device (its query key is no API path: device-cache.ts).
 */
export function useImageToken(): string | null {
  const online = useOnline();
  const { data } = useQuery({
    queryKey: ["image-token"],
    queryFn: fetchPhotoToken,
    staleTime: PHOTO_ACCESS.refreshMs,
    refetchInterval: PHOTO_ACCESS.refreshMs,
    refetchIntervalInBackground: true,
  });
  return data ?? (online ? null : OFFLINE_TOKEN);
}

export function withToken(url: string, token: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}

interface AuthedImageProps extends Omit<ComponentProps<"img">, "src"> {
  /** An /api/images/… URL from the server. */
  url: string;
  /** The screen's largest picture (its LCP): loaded at once and before the others, not lazily. */
  priority?: boolean;
}

/** One of the user's photos; a placeholder while the token is not known, "Image error" if it fails. */
export function AuthedImage({ url, className, alt, priority = false, ...props }: AuthedImageProps) {
  const token = useImageToken();
  const src = token ? withToken(url, token) : null;
  // Per address: a token renewed after a failure (one that expired while the device slept) tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && src === failedSrc;
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          "flex flex-col items-center justify-center gap-1 bg-muted text-xs text-muted-foreground",
          className,
        )}
      >
        {failed && (
          <>
            <ImageOff className="size-5" />
            <Trans id="photos.imageError">Image error</Trans>
          </>
        )}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("object-cover", className)}
      {...props}
    />
  );
}
