import { courseNavigation } from "../lib/course/navigation";
import { lessonProse, NEAR_COPY_SIMILARITY, similarityRanking, type LessonProse } from "../lib/content-check/check-duplicates";
import { readLesson } from "../lib/course/lesson-files";
import { compileMdx } from "../lib/content-check/mdx-tree";
import { proseWords } from "../lib/content-check/prose-words";
import { outOfRange, wordRange } from "../lib/content-check/word-range";

// `npm run content:words`: words per lesson (prose only), the total, lessons outside their word range (700 to 2,000
// for most; see word-range.ts), and the two lessons whose prose is most alike (the content check fails at
// NEAR_COPY_SIMILARITY). Exits with 1 when any lesson is out of range.

async function main() {
  const rows: { path: string; words: number; minutes: number; outside?: string }[] = [];
  const prose: LessonProse[] = [];
  for (const lesson of courseNavigation.lessons) {
    const { frontmatter, body } = await readLesson(lesson.section, lesson.slug);
    const compiled = await compileMdx(body);
    if (!compiled.ok) throw new Error(`${lesson.path} does not compile: run npm run check:content`);
    const words = proseWords(compiled.tree);
    const range = wordRange(lesson.section, lesson.slug);
    const outside = outOfRange(words, range);
    rows.push({ path: lesson.path, words, minutes: frontmatter.minutes, outside: outside && `${outside} (${range.kind})` });
    prose.push(lessonProse(lesson.path, compiled.tree));
  }

  const number = (value: number) => value.toLocaleString("en-US");
  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(`${"Lesson".padEnd(width)}   Words  Minutes  Words/200`);
  for (const { path, words, minutes, outside } of rows) {
    const flag = outside ? `  ${outside}` : "";
    const cells = [number(words).padStart(6), String(minutes).padStart(7), String(Math.ceil(words / 200)).padStart(9)];
    console.log(`${path.padEnd(width)}  ${cells.join("  ")}${flag}`);
  }
  const total = rows.reduce((sum, row) => sum + row.words, 0);
  const list = (items: typeof rows) => (items.length ? items.map((row) => row.path).join(", ") : "none");
  console.log(`\nTotal: ${number(total)} words in ${rows.length} lessons`);
  const outside = rows.filter((row) => row.outside);
  console.log(`Outside their word range: ${list(outside)}`);
  const closest = similarityRanking(prose)[0];
  if (closest) {
    const score = (value: number) => value.toFixed(3);
    console.log(
      `Most alike: ${closest.a} and ${closest.b}, similarity ${score(closest.similarity)}` +
        ` (a near-copy is ${score(NEAR_COPY_SIMILARITY)} or more)`,
    );
  }
  if (outside.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
