import fs from "node:fs";
import path from "node:path";
import { preparedLessons } from "../course/prepared-lessons";
import { holdsReactDom, withCompileHint } from "./compile-hint";
import { paintFirst } from "./paint-first";

// The build rewrite, after every `next build` (scripts/build-app.ts): each prepared lesson paints before its scripts
// load, and React DOM's file asks to be compiled while it downloads. Both rewrite files of .next in place, and doing
// it twice changes nothing.

/** Rewrites the build in `root`/.next; returns how many lessons and which script files it changed. */
export function finishBuild(root: string): { lessons: number; hinted: string[] } {
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
