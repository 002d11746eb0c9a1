import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";
import Supercluster from "supercluster";

import type { EntryLocation } from "../entry-locations";
import { Marker } from "../../../lib/maplibre";

/** Pins closer than this (in pixels) would touch or hide each other: they become one cluster. */
const CLUSTER_RADIUS_PX = 32;
/** Beyond this zoom every pin stands alone, however close (MapLibre's own clustering stops there too). */
const CLUSTER_MAX_ZOOM = 17;

export interface MarkerLabels {
  /** The accessible name of an entry's pin: its restaurant, and whether its place is approximate. */
  entry: (location: EntryLocation) => string;
  /** The accessible name of a cluster of `count` entries. */
  cluster: (count: number) => string;
}

interface OpenEntryMarkersOptions {
  map: MapLibreMap | null;
  locations: readonly EntryLocation[];
  labels: MarkerLabels;
  onSelect: (location: EntryLocation) => void;
}

function pinButton(location: EntryLocation, label: string): HTMLButtonElement {
  const pin = document.createElement("button");
  pin.type = "button";
  pin.setAttribute("aria-label", label);
  pin.dataset.precision = location.precision;
  pin.className =
    location.precision === "approximate"
      ? "entry-pin size-6 rounded-full border-2 border-dashed border-primary bg-primary/25 shadow-sm"
      : "entry-pin size-6 rounded-full border-2 border-white bg-primary shadow-md";
  return pin;
}

function clusterButton(count: number, label: string): HTMLButtonElement {
  const cluster = document.createElement("button");
  cluster.type = "button";
  cluster.setAttribute("aria-label", label);
  cluster.className =
    "entry-cluster flex h-9 min-w-9 items-center justify-center rounded-full bg-primary px-2 text-sm font-semibold text-primary-foreground shadow-md ring-4 ring-primary/30";
  cluster.textContent = String(count);
  return cluster;
}

/**
 * The entries as focusable HTML markers, clustered where they would overlap (a city's places at the
 * world's zoom): only the markers of what is on screen exist, a pin per entry (24 px, the least
 * target size WCAG 2.2 asks for) or a button per cluster (choosing one zooms in until it splits).
 * They are clustered here with supercluster (what MapLibre's worker uses) rather than by a map
 * source, so they need neither the map's style nor its tiles: they are on screen as soon as the map
 * exists, before the basemap is drawn.
 */
export function useOpenEntryMarkers({ map, locations, labels, onSelect }: OpenEntryMarkersOptions): void {
  useEffect(() => {
    if (!map) return;
    const byId = new Map(locations.map((location) => [location.id, location]));
    const index = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(
      locations.map((location) => ({
        type: "Feature",
        properties: { id: location.id },
        geometry: { type: "Point", coordinates: [location.position.lng, location.position.lat] },
      })),
    );

    const markerFor = (feature: ReturnType<typeof index.getClusters>[number]) => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const { properties } = feature;
      if ("cluster" in properties) {
        const count = properties.point_count;
        const button = clusterButton(count, labels.cluster(count));
        button.addEventListener("click", () => {
          map.easeTo({ center: [lng, lat], zoom: index.getClusterExpansionZoom(properties.cluster_id) });
        });
        return new Marker({ element: button }).setLngLat([lng, lat]);
      }
      const location = byId.get(properties.id);
      if (!location) return null;
      const button = pinButton(location, labels.entry(location));
      button.addEventListener("click", () => onSelect(location));
      return new Marker({ element: button }).setLngLat([lng, lat]);
    };

    const shown = new Map<string, Marker>();
    const update = () => {
      const bounds = map.getBounds();
      const visible = new Set<string>();
      const features = index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.floor(map.getZoom()),
      );
      for (const feature of features) {
        const { properties } = feature;
        const key = "cluster" in properties ? `cluster-${properties.cluster_id}` : properties.id;
        visible.add(key);
        if (shown.has(key)) continue;
        const marker = markerFor(feature);
        if (marker) shown.set(key, marker.addTo(map));
      }
      for (const [key, marker] of shown) {
        if (visible.has(key)) continue;
        marker.remove();
        shown.delete(key);
      }
    };
    // Markers follow the map as it moves; which ones exist changes once a move has ended (a cluster
    // that split leaves, pins come into view), not on every frame.
    map.on("moveend", update);
    update();
    return () => {
      map.off("moveend", update);
      for (const marker of shown.values()) marker.remove();
    };
  }, [map, locations, labels, onSelect]);
}
