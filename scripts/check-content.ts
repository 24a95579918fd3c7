import path from "node:path";
import nextEnv from "@next/env";
import { checkContent } from "../lib/content-check/check-content";
import { errorsOf, formatProblems } from "../lib/content-check/content-problem";

// `npm run check:content`: lists every content problem with its file and fix, and fails when there is any.
async function main() {
  const report = await checkContent({ imageHost: configuredImageHost() });
  const errors = errorsOf(report.problems);
  if (errors.length) {
    const count = `${errors.length} problem${errors.length === 1 ? "" : "s"}`;
    console.error(`${formatProblems(report.problems)}\n`);
    console.error(`Content check failed: ${count}. content/README.md describes the format.`);
    process.exit(1);
  }
  const warnings = report.problems.length;
  if (warnings) console.log(`${formatProblems(report.problems)}\n`);
  const note = warnings ? ` (${warnings} warning${warnings === 1 ? "" : "s"} on drafts)` : "";
  const questions = `${report.questions} practice questions with ${report.samples} scored sample answers (${report.scoredTwice} scored twice)`;
  const { estimate, define, triage } = report.drills;
  const drills = `${estimate + define + triage} drill items (${estimate} estimate, ${define} define, ${triage} triage)`;
  console.log(`Content OK: ${report.lessons} lessons, ${report.words.toLocaleString("en-US")} words, ${questions}, ${drills}, ${report.mocks} solo mock scripts${note}`);
}

/**
 * NEXT_PUBLIC_IMAGE_HOST as a production build of the site sees it: Next's own loader reads the environment, then
 * `.env.production.local`, `.env.local`, `.env.production` and `.env`.
 */
function configuredImageHost(): string {
  const quiet = { info: () => {}, error: console.error };
  const { combinedEnv } = nextEnv.loadEnvConfig(path.join(import.meta.dirname, ".."), false, quiet);
  return combinedEnv.NEXT_PUBLIC_IMAGE_HOST || "";
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
