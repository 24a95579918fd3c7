import { spawn } from "node:child_process";
import path from "node:path";
import { TEST_BUILD_SETTINGS } from "./build-stamp";

// `npm test`: every check, in the order that fails fastest. Stops at the first failing step. `npm test <step>` runs
// the steps named (by their first word, or `e2e`), `npm test quick` the edit-test loop's few.
const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

type Group = "types+lint+content" | "unit" | "integration" | "build" | "end-to-end" | "editing";
type Step = {
  name: string;
  group: Group;
  command: string;
  args: string[];
  env?: Record<string, string>;
  aliases?: string[];
  /** Runs even when the step before it failed (the suite still fails). */
  after?: boolean;
  /**
   * Runs at the same time as the step before it: steps that need nothing from each other and leave a core idle when
   * run alone (the single-threaded checks; the Postgres run of four tests and the editing tests). Their output is
   * held and printed whole when each ends, so it does not interleave.
   */
  alongside?: boolean;
};

// Seconds each group may take on a quiet 2-core machine, side by side with others where its steps run so;
// docs/performance.md ("Suite time") says how they were set. A group over its budget is reported at the end, not
// failed: a slow step should be seen the day it grows. The whole run's wall time has a budget of its own, so that
// `.ci/run` (npm ci, npm test, a short load test) fits in 900 s.
const BUDGETS: Record<Group, number> = {
  "types+lint+content": 40,
  unit: 50,
  integration: 185,
  build: 60,
  "end-to-end": 500,
  editing: 65,
};
const WHOLE_RUN_BUDGET = 820;

const steps: Step[] = [
  { name: "route types", group: "types+lint+content", command: bin("next"), args: ["typegen"] },
  { name: "types", group: "types+lint+content", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", group: "types+lint+content", command: bin("eslint"), args: [".", "--max-warnings=0"], alongside: true },
  { name: "content", group: "types+lint+content", command: bin("tsx"), args: ["scripts/check-content.ts"], alongside: true },
  { name: "unit", group: "unit", command: bin("vitest"), args: ["run", "--project", "unit"], alongside: true },
  { name: "integration", group: "integration", command: bin("vitest"), args: ["run", "--project", "integration"] },
  // One production build (when the sources changed) for every step after it: the end-to-end tests, the editing
  // tests' production half and `.ci/run`'s load test all serve it.
  { name: "build", group: "build", command: bin("tsx"), args: ["scripts/build-app.ts"], env: TEST_BUILD_SETTINGS },
  // Two runs: the independent files on two workers, then the files that restart the backend on their own (projects
  // in playwright.config.ts). Both run whatever the first finds, as one run of every file did. Each later run writes
  // to its own folder, since Playwright empties its output folder first: a failure's trace outlives the runs after it.
  { name: "end-to-end", group: "end-to-end", command: bin("playwright"), args: ["test", "--project", "parallel", "--project", "smoke"], aliases: ["e2e"] },
  { name: "end-to-end, serial files", group: "end-to-end", command: bin("playwright"), args: ["test", "--project", "serial", "--output", "test-results/serial"], env: { E2E_SERIAL_ALONE: "1" }, aliases: ["end-to-end", "e2e"], after: true },
  // The three ways into a buyer's account again, with the backend on a Postgres server instead of PGlite: the fix is a
  // trigger on auth.users, which must hold on both databases.
  { name: "end-to-end on Postgres", group: "end-to-end", command: bin("playwright"), args: ["test", "tests/e2e/takeover.spec.ts", "--project", "parallel", "--project", "serial", "--output", "test-results/postgres"], env: { E2E_DATABASE: "postgres" }, aliases: ["end-to-end", "e2e"], after: true },
  // Alongside the Postgres run: its own ports (the production half on 3102, not the main suite's 3100) and output folder.
  { name: "editing end-to-end", group: "editing", command: bin("playwright"), args: ["test", "--config", "playwright.dev.config.ts", "--output", "test-results/editing"], env: { E2E_APP_PORT: "3102" }, alongside: true },
];

// The edit-test loop: everything that needs no build, then signing in and reading one lesson under `next dev`.
const quick: Step[] = [
  ...steps.filter((step) => step.group === "types+lint+content" || step.group === "unit"),
  { name: "smoke end-to-end", group: "end-to-end", command: bin("playwright"), args: ["test", "--project", "smoke"], env: { E2E_SERVER: "dev" } },
];

const keys = (step: Step) => [step.name.split(" ")[0]!, ...(step.aliases ?? [])];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((word) => word !== "quick" && !steps.some((step) => keys(step).includes(word)));
if (unknown.length) {
  console.error(`No step called ${unknown.join(", ")}. Steps: quick, ${steps.map((step) => keys(step).join("/")).join(", ")}.`);
  process.exit(2);
}
const chosen = wanted.includes("quick") ? quick : steps.filter((step) => !wanted.length || keys(step).some((key) => wanted.includes(key)));

/** Runs a step; with `held`, its output is kept and printed when it ends. Resolves to its exit status. */
function run(step: Step, held: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...step.env } });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (status) => {
      if (held) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve(status ?? 1);
    });
  });
}

// Consecutive steps marked `alongside` form one batch with the step before them.
const batches: Step[][] = [];
for (const step of chosen) {
  if (step.alongside && batches.length) batches.at(-1)!.push(step);
  else batches.push([step]);
}

const spent = new Map<Group, number>();
let wall = 0;
const lines: string[] = [];
let failed: string | undefined;
for (const planned of batches) {
  const batch = failed ? planned.filter((step) => step.after) : planned;
  if (!batch.length) break;
  const together = batch.length > 1;
  if (!together) console.log(`\n▶ ${batch[0]!.name}`);
  const started = Date.now();
  const ends = await Promise.all(batch.map(async (step) => ({ status: await run(step, together), seconds: (Date.now() - started) / 1000 })));
  for (const [index, step] of batch.entries()) {
    const { status, seconds } = ends[index]!;
    lines.push(`  ${step.name}: ${seconds.toFixed(1)} s${together ? ` (alongside ${batch.filter((other) => other !== step).map((other) => other.name).join(", ")})` : ""}`);
    if (status !== 0) {
      failed = failed ? `${failed}, ${step.name}` : step.name;
      process.exitCode = status;
    }
  }
  // Each group is charged the longest of its steps in the batch (steps of one group side by side count once), and
  // the run's total is the batches' wall time.
  for (const group of new Set(batch.map((step) => step.group))) {
    const seconds = Math.max(...batch.flatMap((step, index) => (step.group === group ? [ends[index]!.seconds] : [])));
    spent.set(group, (spent.get(group) ?? 0) + seconds);
  }
  wall += (Date.now() - started) / 1000;
}

console.log(`\nTime per step:\n${lines.join("\n")}\n\nTime per budget (a quiet 2-core machine; docs/performance.md):`);
for (const [group, seconds] of spent) {
  const over = seconds > BUDGETS[group] ? `  ⚠ OVER BUDGET by ${(seconds - BUDGETS[group]).toFixed(0)} s` : "";
  console.log(`  ${group.padEnd(20)} ${seconds.toFixed(1).padStart(6)} s of ${String(BUDGETS[group]).padStart(3)} s${over}`);
}
const budget = !wanted.length ? WHOLE_RUN_BUDGET : Math.min(WHOLE_RUN_BUDGET, [...spent.keys()].reduce((sum, group) => sum + BUDGETS[group], 0));
const overall = wall > budget ? `  ⚠ OVER BUDGET by ${(wall - budget).toFixed(0)} s` : "";
console.log(`  ${"whole run (wall)".padEnd(20)} ${wall.toFixed(1).padStart(6)} s of ${String(budget).padStart(3)} s${overall}`);
console.log(failed ? `\n✖ ${failed} failed` : "\n✔ all checks passed");
