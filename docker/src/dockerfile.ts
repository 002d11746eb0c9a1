import { readFile } from "node:fs/promises";

export interface Instruction {
  keyword: string;
  /** `--from=build` → { from: "build" }. */
  flags: Record<string, string>;
  /** What follows the keyword and its flags. */
  rest: string;
}

export interface Stage {
  /** The `AS` name, or the stage's index for an unnamed one. */
  name: string;
  from: string;
  instructions: Instruction[];
}

const FLAG = /^--([\w-]+)=(\S+)\s*/;

/** The instructions of a Dockerfile, stage by stage: comments dropped, continued lines joined. */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", afterKeyword = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const flags: Record<string, string> = {};
    let rest = afterKeyword;
    for (let flag = FLAG.exec(rest); flag; flag = FLAG.exec(rest)) {
      const [whole, name = "", value = ""] = flag;
      flags[name] = value;
      rest = rest.slice(whole.length);
    }
    const instruction = { keyword: keyword.toUpperCase(), flags, rest };
    if (instruction.keyword === "FROM") {
      const [image = "", , name] = rest.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), from: image, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${keyword} before any FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

export async function readDockerfile(path: string): Promise<Stage[]> {
  return parseDockerfile(await readFile(path, "utf8"));
}

/** The arguments of an exec-form (`["node", "main.js"]`) or shell-form instruction. */
export function commandOf(rest: string): string[] {
  return rest.startsWith("[") ? (JSON.parse(rest) as string[]) : ["sh", "-c", rest];
}

/** `ENV A=1 B=2` → { A: "1", B: "2" } (unquoted values, the only form our Dockerfile uses). */
export function envOf(rest: string): Record<string, string> {
  return Object.fromEntries(
    rest.split(/\s+/).map((pair) => {
      const [key = "", ...value] = pair.split("=");
      return [key, value.join("=")];
    }),
  );
}
