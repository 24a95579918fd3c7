import path from "node:path";
import { fileURLToPath } from "node:url";
import { finishBuild } from "../lib/paint-first/finish-build";
import { recordBuild } from "./build-stamp";

// What every production build gets after `next build` (lib/paint-first/finish-build.ts), then its stamp. Run alone
// (`tsx scripts/finish-build.ts`) it rewrites the build in .next without recording it.
const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * After a successful `next build` of the sources `stamp` names: rewrites the build, then records it as current, so a
 * build is never taken as current without the rewrite.
 */
export function completeBuild(stamp: string, root = ROOT): void {
  finishBuild(root);
  recordBuild(stamp, root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lessons, hinted } = finishBuild(ROOT);
  console.log(`Finished the build: ${lessons} lessons paint before their scripts load; compile hint in ${hinted.join(", ")}.`);
}
