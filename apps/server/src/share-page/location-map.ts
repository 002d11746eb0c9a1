import type { MultiPolygon, Position } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";

/** The map's size in the page's pixels, and how far north and south of the place it reaches. */
const WIDTH = 360;
const HEIGHT = 200;
const HALF_HEIGHT_DEGREES = 0.6;
/**
 * An approximate position is its town's centre: the map shows the town's surroundings, and a
 * circle of about a town's size around the centre rather than a pin on one spot.
 */
const TOWN_HALF_HEIGHT_DEGREES = 0.15;
const TOWN_RADIUS_KM = 5;
const KM_PER_DEGREE_OF_LATITUDE = 111.32;

type Ring = Position[];
interface Box {
  west: number;
  east: number;
  south: number;
  north: number;
}

let land: { ring: Ring; bounds: Box }[] | undefined;

function boundsOf(ring: Ring): Box {
  const lons = ring.map((point) => point[0] ?? 0);
  const lats = ring.map((point) => point[1] ?? 0);
  return {
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}

/**
 * Natural Earth's land at 1:50m (world-atlas), read at the first map drawn: its rings of [lon, lat]
 * with their bounds, so that a map only clips the few near it.
 */
function landRings() {
  if (!land) {
    const path = createRequire(import.meta.url).resolve("world-atlas/land-50m.json");
    const topology = JSON.parse(readFileSync(path, "utf8")) as Topology<{ land: GeometryCollection }>;
    land = feature(topology, topology.objects.land)
      .features.flatMap((shape) => (shape.geometry as MultiPolygon).coordinates.flat())
      .map((ring) => ({ ring, bounds: boundsOf(ring) }));
  }
  return land;
}

/** Sutherland–Hodgman: the part of a ring inside the box, one edge of the box at a time. */
function clipRing(ring: Ring, box: Box): Ring {
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => (p[0] ?? 0) >= box.west, (a, b) => crossLon(a, b, box.west)],
    [(p) => (p[0] ?? 0) <= box.east, (a, b) => crossLon(a, b, box.east)],
    [(p) => (p[1] ?? 0) >= box.south, (a, b) => crossLat(a, b, box.south)],
    [(p) => (p[1] ?? 0) <= box.north, (a, b) => crossLat(a, b, box.north)],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    const kept: Ring = [];
    points.forEach((point, index) => {
      const previous = points[(index + points.length - 1) % points.length] ?? point;
      if (inside(point)) {
        if (!inside(previous)) kept.push(cross(previous, point));
        kept.push(point);
      } else if (inside(previous)) {
        kept.push(cross(previous, point));
      }
    });
    points = kept;
    if (points.length === 0) break;
  }
  return points;
}

function crossLon([x1 = 0, y1 = 0]: Position, [x2 = 0, y2 = 0]: Position, lon: number): Position {
  return [lon, y1 + ((y2 - y1) * (lon - x1)) / (x2 - x1)];
}

function crossLat([x1 = 0, y1 = 0]: Position, [x2 = 0, y2 = 0]: Position, lat: number): Position {
  return [x1 + ((x2 - x1) * (lat - y1)) / (y2 - y1), lat];
}

export interface LocationMap {
  width: number;
  height: number;
  /** SVG path data of the land in view (even-odd: lakes are holes). */
  land: string;
  /** What marks the place at the centre: a pin, or for an approximate position its town's circle. */
  mark: { kind: "pin" } | { kind: "town"; radius: number };
}

/**
 * A small map of the coastlines around a place, drawn from data the server carries (no tile
 * host): the place is at its centre, north up, the east–west extent widened with the latitude so
 * that distances keep their proportions. An approximate place is drawn at a town's scale.
 */
export function locationMap(latitude: number, longitude: number, approximate = false): LocationMap {
  const halfHeight = approximate ? TOWN_HALF_HEIGHT_DEGREES : HALF_HEIGHT_DEGREES;
  const halfWidth = (halfHeight * (WIDTH / HEIGHT)) / Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
  const box = {
    west: longitude - halfWidth,
    east: longitude + halfWidth,
    south: latitude - halfHeight,
    north: latitude + halfHeight,
  };
  const x = (lon: number) => (((lon - box.west) / (box.east - box.west)) * WIDTH).toFixed(1);
  const y = (lat: number) => (((box.north - lat) / (box.north - box.south)) * HEIGHT).toFixed(1);
  const paths: string[] = [];
  for (const { ring, bounds } of landRings()) {
    const apart =
      bounds.east < box.west ||
      bounds.west > box.east ||
      bounds.north < box.south ||
      bounds.south > box.north;
    const clipped = apart ? [] : clipRing(ring, box);
    if (clipped.length >= 3) {
      paths.push(`M${clipped.map(([lon = 0, lat = 0]) => `${x(lon)} ${y(lat)}`).join("L")}Z`);
    }
  }
  const townRadius = (TOWN_RADIUS_KM / KM_PER_DEGREE_OF_LATITUDE / (2 * halfHeight)) * HEIGHT;
  return {
    width: WIDTH,
    height: HEIGHT,
    land: paths.join(""),
    mark: approximate ? { kind: "town", radius: Math.round(townRadius) } : { kind: "pin" },
  };
}
