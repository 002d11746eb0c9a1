import type { ComponentProps } from "react";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useState } from "react";

import { cn } from "../../lib/cn";
import { currentIdToken } from "../../lib/firebase";
import { useOnline } from "../offline/use-online";

/**
 * Offline, a photo already viewed comes from the service worker's cache, which looks it up without
 * the token: an expired one, which cannot be renewed then, need not hold the photos back.
 */
const OFFLINE_TOKEN = "offline";

/** Photos load with the user's token in the query (spec §6, §7 /images/{path}?token=). */
export function useImageToken(): string | null {
  const online = useOnline();
  const { data } = useQuery({ queryKey: ["image-token"], queryFn: currentIdToken, staleTime: 5 * 60_000 });
  return data ?? (online ? null : OFFLINE_TOKEN);
}

export function withToken(url: string, token: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}

interface AuthedImageProps extends Omit<ComponentProps<"img">, "src"> {
  /** An /api/images/… URL from the server. */
  url: string;
}

/** One of the user's photos; a placeholder while the token is not known, "Image error" if it fails. */
export function AuthedImage({ url, className, alt, ...props }: AuthedImageProps) {
  const token = useImageToken();
  const [failed, setFailed] = useState(false);
  if (!token || failed) {
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
      src={withToken(url, token)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("object-cover", className)}
      {...props}
    />
  );
}
