import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

import type { EntryLocation } from "./entry-locations";
import type { MarkerSelection } from "./use-entry-markers";

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

  return selection ? createPortal(<EntrySummary location={selection.location} />, content) : null;
}

function EntrySummary({ location }: { location: EntryLocation }) {
  const { t } = useLingui();
  const { rating } = location;
  return (
    <div className="flex flex-col gap-2 pb-1 text-sm">
      <p>
        {rating === null
          ? t({ id: "map.notRated", message: "Not rated" })
          : t({ id: "map.rating", message: `Rating: ${rating}/5` })}
      </p>
      <Link
        to="/entry/$id"
        params={{ id: location.id }}
        className="font-medium underline underline-offset-4 hover:no-underline"
      >
        {t({ id: "map.viewEntry", message: "View entry" })}
      </Link>
    </div>
  );
}
