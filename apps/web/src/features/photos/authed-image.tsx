import type { ComponentProps } from "react";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useState } from "react";

import { cn } from "../../lib/cn";
import { currentIdToken } from "../../lib/firebase";

/** Photos load with the user's token in the query (spec §6, §7 /images/{path}?token=). */
export function useImageToken(): string | null {
  const { data } = useQuery({ queryKey: ["image-token"], queryFn: currentIdToken, staleTime: 5 * 60_000 });
  return data ?? null;
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
