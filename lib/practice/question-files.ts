import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseMdx } from "@/lib/content-check/mdx-tree";
import { cachedContent } from "@/lib/course/cached-content";
import { ContentError } from "@/lib/course/content-error";
import { defaultContentDir, readRubric } from "@/lib/course/lesson-files";
import { courseNavigation } from "@/lib/course/navigation";
import type { Rubric } from "@/lib/course/rubric-schema";
import { parseQuestion } from "./parse-question";
import type { Question } from "./question";
import { questionTypeKeys, type QuestionType } from "./question-kinds";

/** Every practice question by id, in id order, and the rubric of each question type. */
export type QuestionBank = { questions: Question[]; byId: Map<string, Question>; rubrics: Map<QuestionType, Rubric> };

const folder = path.join(defaultContentDir, "questions");

/** The question bank, read from `content/questions/` once per server process (`cachedContent`). */
export const loadQuestionBank = cachedContent(readBank);

async function readBank(): Promise<QuestionBank> {
  const rubrics = new Map<QuestionType, Rubric>();
  for (const type of questionTypeKeys) rubrics.set(type, await readRubric(type));
  const rubricSkills = new Map([...rubrics].map(([type, rubric]) => [type as string, rubric.skills.map((skill) => skill.id)]));
  const context = { rubricSkills, lessonPaths: courseNavigation.lessons.map((lesson) => lesson.path) };
  const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx")).sort();
  const questions = await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const { question, problems } = await parseQuestion(name.replace(/\.mdx$/, ""), await readFile(file, "utf8"), parseMdx, context);
      if (!question) throw new ContentError(file, problems.map((problem) => `line ${problem.line ?? "-"}: ${problem.message}`));
      return question;
    }),
  );
  return { questions, byId: new Map(questions.map((question) => [question.id, question])), rubrics };
}
