import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** An entry of `packages` in an npm lockfile (v3). */
interface LockedPackage {
  version?: string;
  resolved?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

interface Lockfile {
  name: string;
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

/**
 * The package that `dist/main.js` runs in: its external dependencies (those of the server and of the
 * workspace packages its bundle holds, less the npm packages named in `bundled`, which it holds too)
 * at the versions of the repository's lockfile, and a lockfile of exactly those packages, so that
 * `npm ci --omit=dev` in the image installs what the server imports and nothing else (npm installs
 * every workspace's dependencies from a workspace root).
 */
export async function runtimePackage(repoRoot: string, workspace: string, bundled: readonly string[] = []) {
  const lock = JSON.parse(await readFile(join(repoRoot, "package-lock.json"), "utf8")) as Lockfile;
  const { packages } = lock;
  const entryAt = (path: string) => {
    const entry = packages[path];
    if (!entry) throw new Error(`package-lock.json has no ${path}`);
    return entry;
  };

  /** Node's lookup: `node_modules/<name>` in the folder of `from`, then in each folder above it. */
  const resolve = (from: string, name: string): string | undefined => {
    for (let base = from; ;) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const parent = base.lastIndexOf("/node_modules/");
      base = parent >= 0 ? base.slice(0, parent) : "";
    }
  };
  const edges = (entry: LockedPackage) => [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    ),
  ];

  const direct: Record<string, string> = {};
  const reached = new Map<string, LockedPackage>();
  const visitedWorkspaces = new Set<string>();
  const visit = (from: string, entry: LockedPackage, fromWorkspace: boolean) => {
    for (const name of edges(entry)) {
      if (fromWorkspace && bundled.includes(name)) continue;
      const path = resolve(from, name);
      if (!path) {
        if (entry.optionalDependencies?.[name] || entry.peerDependencies?.[name]) continue;
        throw new Error(`${name} (needed by ${from || "the root"}) is not in package-lock.json`);
      }
      const found = entryAt(path);
      if (found.link) {
        const target = found.resolved ?? "";
        if (!visitedWorkspaces.has(target)) {
          visitedWorkspaces.add(target);
          visit(target, entryAt(target), true);
        }
        continue;
      }
      if (fromWorkspace) direct[name] = found.version ?? "";
      // A copy nested under a workspace folder would move to the top: it must not meet another one there.
      const target = path.replace(/^(apps|packages|tooling)\/[^/]+\//, "");
      if (reached.has(target)) {
        if (reached.get(target) !== found) throw new Error(`two versions of ${name} would meet at ${target}`);
        continue;
      }
      reached.set(target, found);
      visit(path, found, false);
    }
  };
  visitedWorkspaces.add(workspace);
  visit(workspace, entryAt(workspace), true);

  const dependencies = Object.fromEntries(Object.entries(direct).sort(([a], [b]) => a.localeCompare(b)));
  const manifest = { name: "bitelog", private: true, type: "module", dependencies };
  const lockedPackages: Record<string, LockedPackage> = { "": { name: "bitelog", dependencies } };
  for (const [path, entry] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    // Flags computed for the whole repository (dev, peer) do not hold here; npm derives them again.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
    lockedPackages[path] = kept;
  }
  const lockfile = {
    name: "bitelog",
    lockfileVersion: lock.lockfileVersion,
    requires: true,
    packages: lockedPackages,
  };
  return { manifest, lockfile };
}
