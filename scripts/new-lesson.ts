import path from "node:path";
import { courseManifest } from "../content/manifest";
import { defaultContentDir, lessonFile } from "../lib/course/lesson-files";
import { addLesson } from "../lib/course/new-lesson";

// `npm run new:lesson -- <section> <slug> "Title" [--after <lesson>]`: a draft lesson file and its manifest entry.
const USAGE = 'Usage: npm run new:lesson -- <section> <slug> "Title" [--after <lesson slug>]';

function main() {
  const args = process.argv.slice(2);
  const afterAt = args.indexOf("--after");
  const after = afterAt === -1 ? undefined : args[afterAt + 1];
  if (afterAt !== -1) args.splice(afterAt, 2);
  const [section, slug, title] = args;
  if (!section || !slug || title === undefined || args.length !== 3 || (afterAt !== -1 && !after)) {
    console.error(USAGE);
    process.exit(1);
  }
  try {
    const file = addLesson({ section, slug, title, after }, defaultContentDir, courseManifest);
    const relative = path.relative(process.cwd(), file);
    console.log(`Wrote ${relative} (a draft) and added it to content/manifest.ts${after ? ` after ${after}` : ` at the end of ${section}`}.`);
    console.log(`With npm run dev running, open http://localhost:${process.env.PORT || 3000}/dashboard/${section}/${slug}`);
    console.log(`Write the lesson, then remove "draft: true" from ${path.relative(process.cwd(), lessonFile(section, slug))} to publish it.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

main();
