import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { holdsReactDom, withCompileHint } from "../lib/page-output/compile-hint";
import { paintFirst } from "../lib/page-output/paint-first";
import { preparedLessons } from "../lib/course/prepared-lessons";
import { recordBuild } from "./build-stamp";

// What every production build gets after `next build` (`npm run build`, `npm start`, the tests and the benchmarks
// all call this): each prepared lesson paints before its scripts load, and React DOM's file asks to be compiled while
// it downloads. Both rewrite files of .next in place, and doing it twice changes nothing.
const ROOT = path.resolve(import.meta.dirname, "..");

/** Rewrites the build in `root`/.next; returns how many lessons and which script files it changed. */
export function finishBuild(root = ROOT): { lessons: number; hinted: string[] } {
  const next = path.join(root, ".next");
  // `next start` copies a prepared page here when it first serves it, and serves the copy from then on.
  fs.rmSync(path.join(next, "server", "route-cache"), { recursive: true, force: true });
  const lessons = preparedLessons();
  for (const lesson of lessons) {
    const file = path.join(next, "server", "app", `${lesson.path}.html`);
    if (!fs.existsSync(file)) throw new Error(`finishBuild: no prepared page at ${file}; did \`next build\` finish?`);
    fs.writeFileSync(file, paintFirst(fs.readFileSync(file, "utf8")));
  }
  const chunks = path.join(next, "static", "chunks");
  const hinted = fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => {
      const source = fs.readFileSync(path.join(chunks, name), "utf8");
      if (!holdsReactDom(source)) return false;
      fs.writeFileSync(path.join(chunks, name), withCompileHint(source));
      return true;
    });
  if (hinted.length === 0) throw new Error("finishBuild: no script file in .next/static/chunks holds React DOM");
  return { lessons: lessons.length, hinted };
}

/**
 * After a successful `next build` of the sources `stamp` names: rewrites the build, then records it as current, so a
 * build is never taken as current without the rewrite.
 */
export function completeBuild(stamp: string, root = ROOT): void {
  finishBuild(root);
  recordBuild(stamp, root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lessons, hinted } = finishBuild();
  console.log(`Finished the build: ${lessons} lessons paint before their scripts load; compile hint in ${hinted.join(", ")}.`);
}
