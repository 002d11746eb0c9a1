import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

/** The pin an info window opens on, with its name as the window's header and what it shows. */
export interface PinSelection {
  marker: google.maps.marker.AdvancedMarkerElement;
  name: string;
  content: ReactNode;
}

interface PinInfoWindowProps {
  map: google.maps.Map;
  mapsLibrary: google.maps.MapsLibrary;
  selection: PinSelection | null;
  onClose: () => void;
}

/**
 * The info window of the chosen pin (a visit or a place to try). Its content is rendered by React
 * into the window's element, so the links are router links and the texts follow the language.
 */
export function PinInfoWindow({ map, mapsLibrary, selection, onClose }: PinInfoWindowProps) {
  const [content] = useState(() => document.createElement("div"));
  const [infoWindow] = useState(() => new mapsLibrary.InfoWindow({ content }));

  useEffect(() => {
    const closed = infoWindow.addListener("closeclick", onClose);
    return () => closed.remove();
  }, [infoWindow, onClose]);

  useEffect(() => {
    if (!selection) return;
    infoWindow.setHeaderContent(selection.name);
    infoWindow.open({ map, anchor: selection.marker });
    return () => infoWindow.close();
  }, [infoWindow, map, selection]);

  return selection ? createPortal(selection.content, content) : null;
}
