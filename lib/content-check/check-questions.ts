import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseQuestion, type QuestionContext } from "@/lib/practice/parse-question";
import type { Question } from "@/lib/practice/question";
import type { ContentProblem } from "./content-problem";
import { compileMdx } from "./mdx-tree";

/** The folder of practice questions inside the content folder; its files are not lessons. */
export const QUESTIONS_FOLDER = "questions";

/**
 * Checks every `<contentDir>/questions/<id>.mdx` (content/README.md, "Practice questions"): its front matter, its
 * parts, its sample answers' scores, its links and its figures. Returns the problems, the counts and the questions that could be read.
 */
export async function checkQuestions(
  contentDir: string,
  display: (file: string) => string,
  context: QuestionContext,
): Promise<{ problems: ContentProblem[]; questions: number; samples: number; parsed: Question[] }> {
  const folder = path.join(contentDir, QUESTIONS_FOLDER);
  if (!existsSync(folder)) return { problems: [], questions: 0, samples: 0, parsed: [] };
  const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx")).sort();
  const results = await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const result = await parseQuestion(name.replace(/\.mdx$/, ""), await readFile(file, "utf8"), compileMdx, context);
      return { file: display(file), ...result };
    }),
  );
  const problems = results.flatMap(({ file, problems }) => problems.map((problem) => ({ file, ...problem })));
  const samples = results.reduce((total, result) => total + (result.question?.samples.length ?? 0), 0);
  const parsed = results.flatMap((result) => (result.question ? [result.question] : []));
  return { problems, questions: files.length, samples, parsed };
}
