import type { FeatureCollection, Point } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap, MapSourceDataEvent } from "maplibre-gl";
import { useEffect } from "react";

import type { EntryLocation } from "../entry-locations";
import { Marker } from "../../../lib/maplibre";

const SOURCE = "entries";

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

function toFeatures(locations: readonly EntryLocation[]): FeatureCollection<Point, { id: string }> {
  return {
    type: "FeatureCollection",
    features: locations.map((location) => ({
      type: "Feature",
      properties: { id: location.id },
      geometry: { type: "Point", coordinates: [location.position.lng, location.position.lat] },
    })),
  };
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
 * The entries as focusable HTML markers over a GeoJSON source that MapLibre clusters where they
 * would overlap: only the markers of what is on screen exist, a pin per entry (24 px, the least
 * target size WCAG 2.2 asks for) or a button per cluster (choosing one zooms in until it splits).
 */
export function useOpenEntryMarkers({ map, locations, labels, onSelect }: OpenEntryMarkersOptions): void {
  useEffect(() => {
    if (!map) return;
    const byId = new Map(locations.map((location) => [location.id, location]));
    map.addSource(SOURCE, {
      type: "geojson",
      data: toFeatures(locations),
      // Pins closer than this (in pixels) would touch or hide each other: they become one cluster,
      // however few they are (a city's places at the world's zoom).
      cluster: true,
      clusterRadius: 32,
    });
    // A layer drawing nothing: MapLibre prepares a source's features only for the layers that use it.
    map.addLayer({ id: SOURCE, type: "circle", source: SOURCE, paint: { "circle-radius": 0 } });

    const shown = new Map<string, Marker>();
    const markerFor = (properties: Record<string, unknown>, coordinates: [number, number]) => {
      if (properties.cluster === true) {
        const clusterId = Number(properties.cluster_id);
        const button = clusterButton(
          Number(properties.point_count),
          labels.cluster(Number(properties.point_count)),
        );
        button.addEventListener("click", () => {
          void map
            .getSource<GeoJSONSource>(SOURCE)
            ?.getClusterExpansionZoom(clusterId)
            .then((zoom) => map.easeTo({ center: coordinates, zoom }));
        });
        return new Marker({ element: button }).setLngLat(coordinates);
      }
      const location = byId.get(String(properties.id));
      if (!location) return null;
      const button = pinButton(location, labels.entry(location));
      button.addEventListener("click", () => onSelect(location));
      return new Marker({ element: button }).setLngLat(coordinates);
    };

    const update = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const visible = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const { properties } = feature;
        const key = properties.cluster === true ? `cluster-${properties.cluster_id}` : String(properties.id);
        // A feature crossing tile edges is returned once per tile.
        if (visible.has(key) || feature.geometry.type !== "Point") continue;
        visible.add(key);
        if (shown.has(key)) continue;
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const marker = markerFor(properties, [lng, lat]);
        if (marker) shown.set(key, marker.addTo(map));
      }
      for (const [key, marker] of shown) {
        if (visible.has(key)) continue;
        marker.remove();
        shown.delete(key);
      }
    };
    // Markers follow the map as it moves; which ones exist changes once the entries' own tiles are
    // loaded (without waiting for the basemap to be drawn), and again once the map has settled, when
    // the tiles kept from the previous zoom are gone (so a cluster that split leaves), not on every frame.
    const onSourceData = (event: MapSourceDataEvent) => {
      if (event.sourceId === SOURCE && event.isSourceLoaded) update();
    };
    map.on("sourcedata", onSourceData);
    map.on("idle", update);
    update();
    return () => {
      map.off("sourcedata", onSourceData);
      map.off("idle", update);
      for (const marker of shown.values()) marker.remove();
      map.removeLayer(SOURCE);
      map.removeSource(SOURCE);
    };
  }, [map, locations, labels, onSelect]);
}
