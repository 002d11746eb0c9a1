/**
 * Prints, after a failed `turbo run --summarize`, what each failed task said about its failure, so
 * the end of a long CI log names every failure and not only the task that finished last.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

const RUNS = ".turbo/runs";
/** Lines kept of a task whose log has no test runner's failure section (a type or lint error). */
const TAIL_LINES = 60;

interface TaskSummary {
  taskId: string;
  logFile: string;
  execution?: { exitCode?: number | null };
}

const newestRun = async (): Promise<string | undefined> => {
  const names = (await readdir(RUNS).catch(() => [])).filter((name) => name.endsWith(".json"));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(path.join(RUNS, name))).mtimeMs })),
  );
  return dated.sort((a, b) => b.time - a.time)[0]?.name;
};

/** Vitest's "Failed Tests" section when there is one; the log's end otherwise. */
const failureOf = (log: string): string => {
  const lines = log.split("\n");
  const section = lines.findLastIndex((line) => line.includes("Failed Tests"));
  return (section >= 0 ? lines.slice(section) : lines.slice(-TAIL_LINES)).join("\n");
};

const run = await newestRun();
if (run) {
  const summary = JSON.parse(await readFile(path.join(RUNS, run), "utf8")) as { tasks: TaskSummary[] };
  for (const task of summary.tasks.filter((candidate) => (candidate.execution?.exitCode ?? 0) !== 0)) {
    const log = await readFile(task.logFile, "utf8").catch(() => "(no log was written)");
    console.log(`\n━━ ${task.taskId} failed ━━\n${failureOf(log)}`);
  }
}
