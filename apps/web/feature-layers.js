import { createConfig } from "eslint-plugin-boundaries/config";

/**
 * The feature folders of src/features in layers, lowest first. A feature imports only from the layers below its
 * own (and from src/lib and src/components), never from its own layer or above: the features form no cycle, and a
 * lower one never learns of the screens built on it. The routes and the app's entry files may import any of them.
 */
export const layers = [
  // The colour theme.
  ["theme"],
  // The app's frame and the pieces every screen shares (page, toasts, loading and error states).
  ["shell"],
  // The journal's data as the client holds it (entry types and rules, drafts, photo URLs); the legal texts.
  ["journal", "legal"],
  // The device (service worker, connection, the journal's saved copy); where the person is, and address search.
  ["offline", "location"],
  ["auth"],
  // Changes made offline, waiting to be sent.
  ["outbox"],
  ["photos", "sharing", "membership", "insights"],
  ["places-to-try"],
  ["map"],
  ["entries"],
  // Screens that assemble the features below them.
  ["landing", "layout", "settings", "transfer"],
];

const features = layers.flat();

const boundaries = createConfig({
  files: ["src/**/*.ts", "src/**/*.tsx"],
  settings: {
    "boundaries/elements": [
      ...features.map((feature) => ({ type: feature, pattern: `src/features/${feature}` })),
      { type: "lib", pattern: ["src/lib", "src/components"] },
      { type: "routes", pattern: "src/routes" },
      // A feature folder missing from the layers: nothing may import it, and it may import nothing, until it is placed.
      { type: "unplaced", pattern: "src/features/*" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        message:
          "{{from.type}} may not import {{to.type}}: a layer imports only the layers below it (feature-layers.js)",
        policies: [
          { from: { element: { type: "lib" } }, allow: { to: { element: { type: "lib" } } } },
          ...layers.map((layer, index) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { type: ["lib", ...layers.slice(0, index).flat()] } } },
          })),
          {
            from: { element: { type: "routes" } },
            allow: { to: { element: { type: ["routes", "lib", ...features] } } },
          },
        ],
      },
    ],
  },
});

export default [
  boundaries,
  {
    files: boundaries.files,
    // Relative imports name TypeScript files without their extension.
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
  },
];
