import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DRILL_KINDS, itemLabel, type DrillKind, type TriageItem } from "@/lib/drills/drill-item";
import { parseDrill, type DrillContext } from "@/lib/drills/parse-drill";
import { longestShareProblem, optionLengthProblem } from "./check-option-lengths";
import type { ContentProblem } from "./content-problem";
import { parseMdx } from "./mdx-tree";

/** The folder of drill items inside the content folder; its files are not lessons. */
export const DRILLS_FOLDER = "drills";

/**
 * Checks every `<contentDir>/drills/<kind>/<id>.mdx` (content/README.md, "Drill items"): its front matter, the lesson
 * and glossary term it names, its body, that no id is used twice across the kinds, and that no two items ask the same
 * thing (the same estimate question, term or triage title: a learner would drill it twice under two schedules), and that
 * no triage item's best check gives itself away by its length.
 * Returns the problems and the number of items of each kind.
 */
export async function checkDrills(
  contentDir: string,
  display: (file: string) => string,
  context: DrillContext,
): Promise<{ problems: ContentProblem[]; counts: Record<DrillKind, number> }> {
  const counts = { estimate: 0, define: 0, triage: 0 };
  const root = path.join(contentDir, DRILLS_FOLDER);
  if (!existsSync(root)) return { problems: [], counts };
  const problems: ContentProblem[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!(DRILL_KINDS as readonly string[]).includes(entry.name)) {
      problems.push({ file: display(path.join(root, entry.name)), message: `"${entry.name}" is not a kind of drill item.`, fix: `Put items in ${DRILL_KINDS.map((kind) => `${DRILLS_FOLDER}/${kind}/`).join(", ")}.` });
    }
  }
  const firstFile = new Map<string, string>();
  const triage: TriageItem[] = [];
  const firstAsking = new Map<string, string>();
  for (const kind of DRILL_KINDS) {
    const folder = path.join(root, kind);
    if (!existsSync(folder)) continue;
    const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx")).sort();
    counts[kind] = files.length;
    const results = await Promise.all(
      files.map(async (name) => {
        const file = path.join(folder, name);
        const source = await readFile(file, "utf8");
        return { file: display(file), id: name.replace(/\.mdx$/, ""), source, ...(await parseDrill(kind, name.replace(/\.mdx$/, ""), source, parseMdx, context)) };
      }),
    );
    for (const result of results) {
      problems.push(...result.problems.map((problem) => ({ file: result.file, ...problem })));
      const earlier = firstFile.get(result.id);
      if (earlier) problems.push({ file: result.file, message: `The id "${result.id}" is also used by ${earlier}.`, fix: "Rename one of the files: ids are unique across the three kinds." });
      else firstFile.set(result.id, result.file);
      if (!result.item) continue;
      if (result.item.kind === "triage") {
        triage.push(result.item);
        const giveaway = optionLengthProblem(result.item, result.source);
        if (giveaway) problems.push({ file: result.file, ...giveaway });
      }
      const asking = `${kind}: ${itemLabel(result.item).trim().toLowerCase()}`;
      const same = firstAsking.get(asking);
      if (same) problems.push({ file: result.file, message: `"${itemLabel(result.item)}" is already drilled by ${same}.`, fix: "Delete one of the two items, or make them ask different things." });
      else firstAsking.set(asking, result.file);
    }
  }
  const share = longestShareProblem(triage);
  if (share) problems.push({ file: display(path.join(root, "triage")), ...share });
  return { problems, counts };
}
