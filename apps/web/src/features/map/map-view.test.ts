import { describe, expect, it } from "vitest";

import type { ViewableMap } from "./map-view";
import { mapView, showView } from "./map-view";

const newYork = { lat: 40.7128, lng: -74.006 };
const user = { lat: 48.85, lng: 2.35 };

/** A fake google.maps.Map (an external browser API) whose fitBounds settles at `fittedZoom`. */
function fakeMap(fittedZoom: number) {
  const idle = new Set<() => void>();
  const state: { center?: google.maps.LatLngLiteral; zoom?: number; bounds?: unknown } = {};
  const map: ViewableMap = {
    setCenter: (center) => void (state.center = center as google.maps.LatLngLiteral),
    setZoom: (zoom) => void (state.zoom = zoom),
    getZoom: () => state.zoom,
    fitBounds: (bounds) => {
      state.bounds = bounds;
      state.zoom = fittedZoom;
      [...idle].forEach((listener) => listener());
    },
    addListener: (event, listener: () => void) => {
      expect(event).toBe("idle");
      idle.add(listener);
      return { remove: () => idle.delete(listener) };
    },
  };
  return { map, state, listeners: idle };
}

describe("mapView", () => {
  it("opens on the default city at zoom 12 without entries or position", () => {
    expect(mapView([], null, newYork)).toEqual({ kind: "center", center: newYork, zoom: 12 });
  });

  it("opens on the user's position at zoom 12 when no entry has a place", () => {
    expect(mapView([], user, newYork)).toEqual({ kind: "center", center: user, zoom: 12 });
  });

  it("fits the bounds of every entry", () => {
    const places = [
      { lat: 40.7, lng: -74 },
      { lat: 40.8, lng: -73.9 },
      { lat: 40.75, lng: -74.1 },
    ];
    expect(mapView(places, user, newYork)).toEqual({
      kind: "fit",
      bounds: { north: 40.8, south: 40.7, east: -73.9, west: -74.1 },
    });
  });

  it("centres on a single place at the capped zoom rather than fitting a point", () => {
    const place = { lat: 41.9, lng: 12.5 };
    expect(mapView([place, { ...place }], null, newYork)).toEqual({
      kind: "center",
      center: place,
      zoom: 15,
    });
  });
});

describe("showView", () => {
  it("sets centre and zoom", () => {
    const { map, state } = fakeMap(0);
    showView(map, { kind: "center", center: user, zoom: 12 });
    expect(state).toMatchObject({ center: user, zoom: 12 });
  });

  it("caps the zoom at 15 once a fit has settled, and stops listening", () => {
    const { map, state, listeners } = fakeMap(19);
    showView(map, { kind: "fit", bounds: { north: 1, south: 0, east: 1, west: 0 } });
    expect(state.zoom).toBe(15);
    expect(listeners.size).toBe(0);
  });

  it("keeps a fitted zoom that is already wide enough", () => {
    const { map, state } = fakeMap(9);
    showView(map, { kind: "fit", bounds: { north: 10, south: 0, east: 10, west: 0 } });
    expect(state.zoom).toBe(9);
  });
});
