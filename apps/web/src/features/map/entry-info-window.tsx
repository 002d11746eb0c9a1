import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import type { MarkerSelection } from "./use-entry-markers";
import { EntryPopupContent } from "./entry-popup-content";

interface EntryInfoWindowProps {
  map: google.maps.Map;
  mapsLibrary: google.maps.MapsLibrary;
  selection: MarkerSelection | null;
  onClose: () => void;
}

/**
 * The info window of the chosen pin. Its content is rendered by React into the window's element,
 * so the link is a router link and the texts follow the language.
 */
export function EntryInfoWindow({ map, mapsLibrary, selection, onClose }: EntryInfoWindowProps) {
  const [content] = useState(() => document.createElement("div"));
  const [infoWindow] = useState(() => new mapsLibrary.InfoWindow({ content }));

  useEffect(() => {
    const closed = infoWindow.addListener("closeclick", onClose);
    return () => closed.remove();
  }, [infoWindow, onClose]);

  useEffect(() => {
    if (!selection) return;
    infoWindow.setHeaderContent(selection.location.name);
    infoWindow.open({ map, anchor: selection.marker });
    return () => infoWindow.close();
  }, [infoWindow, map, selection]);

  return selection ? createPortal(<EntryPopupContent location={selection.location} />, content) : null;
}
