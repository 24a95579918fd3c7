import { spawnSync } from "node:child_process";
import path from "node:path";

// `npm test`: every check, in the order that fails fastest. Stops at the first failing step.
const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

const steps: Array<[string, string, string[]]> = [
  ["route types", bin("next"), ["typegen"]],
  ["types", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["content", bin("tsx"), ["scripts/check-content.ts"]],
  ["unit", bin("vitest"), ["run", "--project", "unit"]],
  ["integration", bin("vitest"), ["run", "--project", "integration"]],
  ["build + end-to-end", bin("playwright"), ["test"]],
  // After the build above, which it reuses for its production half: editing lessons under `npm run dev`.
  ["editing end-to-end", bin("playwright"), ["test", "--config", "playwright.dev.config.ts"]],
];

const only = process.argv.slice(2);
const timings: string[] = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name.split(" ")[0]!)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed\n  ${timings.join("\n  ")}`);
