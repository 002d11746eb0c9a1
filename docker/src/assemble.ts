import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, posix, relative } from "node:path";

import type { Stage } from "./dockerfile";
import { commandOf, envOf } from "./dockerfile";
import { hostEnv } from "./env";

/** The final stage's file tree, and how the image would run it. */
export interface AssembledImage {
  /** The folder that stands for the image's `/`. */
  root: string;
  /** The final WORKDIR, inside `root`. */
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[] | undefined;
  /** Removes every folder the assembly made. */
  remove(): Promise<void>;
}

export interface AssembleOptions {
  stages: Stage[];
  /** The build context (the repository). */
  context: string;
  /**
   * Stages not run here but stood in for by a folder holding what they would (the repository once
   * Turborepo has built it stands for the stage that runs the same build), with that stage's WORKDIR.
   */
  substitutes: Record<string, string>;
  /** Added to the environment of RUN steps (e.g. npm's cache settings). */
  runEnv?: NodeJS.ProcessEnv;
}

interface StageState {
  root: string;
  workdir: string;
  env: Record<string, string>;
}

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const [file = "", ...args] = command;
    const child = spawn(file, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(" ")} exited ${code}:\n${stderr}`)),
    );
  });
}

/** `.dockerignore` entries of the forms `name`, `**\/name` and `dir/name` (the forms ours uses). */
async function contextFilter(context: string): Promise<(path: string) => boolean> {
  const ignore = await readFile(join(context, ".dockerignore"), "utf8").catch(() => "");
  const patterns = ignore
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  return (path) => {
    const rel = relative(context, path).split("\\").join("/");
    return !patterns.some((pattern) =>
      pattern.startsWith("**/")
        ? posix.matchesGlob(rel, pattern) || posix.matchesGlob(rel, pattern.slice(3))
        : posix.matchesGlob(rel, pattern),
    );
  };
}

/**
 * Builds the file tree of the Dockerfile's last stage without an engine: the stages it copies from
 * are run in folders of their own (COPY, ENV, WORKDIR and RUN, each RUN in its stage's WORKDIR),
 * except the substituted ones. The last stage may only COPY: its files are exactly what it copies.
 */
export async function assembleImage(options: AssembleOptions): Promise<AssembledImage> {
  const { stages, context, substitutes } = options;
  const scratch = await mkdtemp(join(tmpdir(), "bitelog-image-"));
  const states = new Map<string, StageState>();
  const keepContext = await contextFilter(context);

  const stageIndex = (name: string) => stages.findIndex((stage) => stage.name === name);
  /** The stage a stage starts FROM, when that is an earlier stage rather than an image. */
  const parentOf = (index: number) =>
    stages.slice(0, index).find((earlier) => earlier.name === stages[index]?.from);
  const workdirOf = (index: number): string => {
    const parent = parentOf(index);
    return (stages[index]?.instructions ?? [])
      .filter((step) => step.keyword === "WORKDIR")
      .reduce(
        (dir, step) => posix.resolve(dir, step.rest),
        parent ? workdirOf(stageIndex(parent.name)) : "/",
      );
  };
  const inside = (state: StageState, path: string) => join(state.root, posix.resolve(state.workdir, path));
  const stageFolder = async (name: string): Promise<(path: string) => string> => {
    const substitute = substitutes[name];
    if (substitute) {
      const workdir = workdirOf(stageIndex(name));
      return (path) => join(substitute, posix.relative(workdir, path));
    }
    const state = states.get(name) ?? (await build(name));
    return (path) => join(state.root, path);
  };

  const build = async (name: string): Promise<StageState> => {
    const index = stageIndex(name);
    const stage = stages[index];
    if (!stage) throw new Error(`no stage ${name}`);
    const parentStage = parentOf(index);
    const parent = parentStage
      ? (states.get(parentStage.name) ?? (await build(parentStage.name)))
      : undefined;
    const state: StageState = {
      root: join(scratch, `stage-${index}`),
      workdir: parent?.workdir ?? "/",
      env: { ...parent?.env },
    };
    if (parent) await cp(parent.root, state.root, { recursive: true, verbatimSymlinks: true });
    else await mkdir(state.root, { recursive: true });
    const last = index === stages.length - 1;
    for (const { keyword, flags, rest } of stage.instructions) {
      if (keyword === "WORKDIR") {
        state.workdir = posix.resolve(state.workdir, rest);
        await mkdir(inside(state, "."), { recursive: true });
      } else if (keyword === "ENV") {
        Object.assign(state.env, envOf(rest));
      } else if (keyword === "COPY") {
        const paths = rest.startsWith("[") ? (JSON.parse(rest) as string[]) : rest.split(/\s+/);
        const dest = paths.pop() ?? "";
        const source = flags.from ? await stageFolder(flags.from) : (path: string) => join(context, path);
        const intoFolder = dest.endsWith("/") || paths.length > 1;
        for (const path of paths) {
          if (/[*?[]/.test(path)) throw new Error(`COPY ${path}: wildcards are not assembled here`);
          const from = source(path);
          const isFolder = (await stat(from)).isDirectory();
          const to = inside(state, isFolder || !intoFolder ? dest : posix.join(dest, basename(path)));
          await mkdir(isFolder ? to : join(to, ".."), { recursive: true });
          await cp(from, to, {
            recursive: true,
            verbatimSymlinks: true,
            filter: flags.from ? undefined : keepContext,
          });
        }
      } else if (keyword === "RUN") {
        if (last) throw new Error(`the last stage must not RUN (${rest}): its tree is assembled by copying`);
        await run(commandOf(rest), inside(state, "."), { ...hostEnv, ...state.env, ...options.runEnv });
      }
    }
    states.set(name, state);
    return state;
  };

  try {
    const final = stages.at(-1);
    if (!final) throw new Error("no stage");
    const state = await build(final.name);
    const instruction = (keyword: string) => final.instructions.findLast((step) => step.keyword === keyword);
    const healthcheck = instruction("HEALTHCHECK")?.rest;
    return {
      root: state.root,
      workdir: inside(state, "."),
      env: state.env,
      cmd: commandOf(instruction("CMD")?.rest ?? "[]"),
      healthcheck: healthcheck?.startsWith("CMD ") ? commandOf(healthcheck.slice(4)) : undefined,
      remove: () => rm(scratch, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
