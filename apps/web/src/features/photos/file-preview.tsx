import type { ComponentProps } from "react";
import { useEffect, useRef } from "react";

import { cn } from "../../lib/cn";

interface FilePreviewProps extends Omit<ComponentProps<"img">, "src" | "ref"> {
  file: Blob;
  alt: string;
}

/**
 * A chosen file shown before it is uploaded, through an object URL that is revoked as soon as the
 * preview goes away or shows another file (no memory held for files no longer queued).
 */
export function FilePreview({ file, alt, className, ...props }: FilePreviewProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} decoding="async" className={cn("object-cover", className)} {...props} />;
}
