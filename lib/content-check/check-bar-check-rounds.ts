import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { roundsFileSchema, roundWindow, ROUNDS_FILE } from "@/lib/bar-check/rounds";
import type { Question } from "@/lib/practice/question";
import type { ContentProblem } from "./content-problem";

/** The line of the `index`-th round object in the file's text (each round starts with `{` on its own line or inline). */
function roundLines(text: string): number[] {
  const lines: number[] = [];
  const start = text.indexOf("[");
  let depth = 0;
  for (let i = start + 1; i < text.length && start >= 0; i++) {
    if (text[i] === "{") {
      if (depth === 0) lines.push(text.slice(0, i).split("\n").length);
      depth += 1;
    } else if (text[i] === "}") depth -= 1;
    else if (text[i] === "]" && depth === 0) break;
  }
  return lines;
}

/**
 * The Bar Check schedule (content/README.md, "Bar Check rounds"): each round names a question of the bank that has
 * sample answers to anchor it, opens on a real day, lasts 1 to 28 days (7 when not given), has an id of its own, and
 * no two rounds are open at once. No file is no rounds.
 */
export async function checkBarCheckRounds(contentDir: string, display: (file: string) => string, questions: readonly Question[]): Promise<ContentProblem[]> {
  const full = path.join(contentDir, ROUNDS_FILE);
  if (!existsSync(full)) return [];
  const file = display(full);
  const text = await readFile(full, "utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [{ file, message: `The Bar Check rounds are not valid JSON: ${error instanceof Error ? error.message : String(error)}`, fix: "Write the file as { \"rounds\": [ { \"id\", \"question\", \"opens\", \"days\" }, ... ] }." }];
  }
  const lines = roundLines(text);
  const parsed = roundsFileSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const index = issue.path[0] === "rounds" && typeof issue.path[1] === "number" ? issue.path[1] : undefined;
      const field = issue.path.slice(2).join(".");
      return {
        file,
        line: index === undefined ? undefined : lines[index],
        message: `${index === undefined ? "The rounds file" : `Round ${index + 1}`}${field ? `'s "${field}"` : ""}: ${issue.message}.`,
        fix: "Each round is { \"id\": \"2026-12-07\", \"question\": \"<question id>\", \"opens\": \"YYYY-MM-DD\", \"days\": 7 }.",
      };
    });
  }
  const problems: ContentProblem[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<string>();
  const windows = parsed.data.rounds.map((round) => roundWindow(round));
  parsed.data.rounds.forEach((round, index) => {
    const line = lines[index];
    const question = byId.get(round.question);
    if (seen.has(round.id)) problems.push({ file, line, message: `Round id "${round.id}" is used twice.`, fix: "Give each round an id of its own, such as its opening day." });
    seen.add(round.id);
    if (!question) {
      problems.push({ file, line, message: `Round "${round.id}" names the question "${round.question}", which is not in content/questions/.`, fix: "Use the file name (without .mdx) of a question in the bank." });
    } else if (!questions.some((other) => other.type === question.type && other.samples.length > 0)) {
      problems.push({ file, line, message: `Round "${round.id}": no question of its type has scored sample answers to anchor the scale.`, fix: "Choose a question whose type has sample answers in the bank." });
    }
    const overlap = windows.findIndex((other, j) => j !== index && other.opensAt < windows[index]!.closesAt && windows[index]!.opensAt < other.closesAt);
    if (overlap >= 0 && overlap < index) {
      problems.push({ file, line, message: `Round "${round.id}" is open at the same time as round "${parsed.data.rounds[overlap]!.id}".`, fix: "Open one round at a time: start this one on or after the other's last day + 1." });
    }
  });
  return problems;
}
