import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseMdx } from "@/lib/content-check/mdx-tree";
import { cachedContent } from "@/lib/course/cached-content";
import { ContentError } from "@/lib/course/content-error";
import { defaultContentDir, readGlossary } from "@/lib/course/lesson-files";
import { courseNavigation } from "@/lib/course/navigation";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import { mockItems } from "@/lib/mocks/mock-items";
import { DRILL_KINDS, type DrillItem } from "./drill-item";
import { parseDrill } from "./parse-drill";

/** Every drill item, by kind then id (the solo mocks' checks last), and by id. */
export type DrillBank = { items: DrillItem[]; byId: Map<string, DrillItem> };

const folder = path.join(defaultContentDir, "drills");

/** The drill items, read from `content/drills/` once per server process (`cachedContent`). */
export const loadDrillBank = cachedContent(readBank);

async function readBank(): Promise<DrillBank> {
  const glossary = new Map((await readGlossary()).map((entry) => [entry.term, entry]));
  const context = { glossary, lessonPaths: courseNavigation.lessons.map((lesson) => lesson.path) };
  const items: DrillItem[] = [];
  for (const kind of DRILL_KINDS) {
    const files = (await readdir(path.join(folder, kind)).catch(() => [])).filter((name) => name.endsWith(".mdx")).sort();
    for (const name of files) {
      const file = path.join(folder, kind, name);
      const { item, problems } = await parseDrill(kind, name.replace(/\.mdx$/, ""), await readFile(file, "utf8"), parseMdx, context);
      if (!item) throw new ContentError(file, problems.map((problem) => `line ${problem.line ?? "-"}: ${problem.message}`));
      items.push(item);
    }
  }
  // Every check of every solo mock script, so a member's card for a missed one can be drilled and saved.
  items.push(...(await loadMockLibrary()).scripts.flatMap(mockItems));
  return { items, byId: new Map(items.map((item) => [item.id, item])) };
}
