import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseMdx } from "@/lib/content-check/mdx-tree";
import { cachedContent } from "@/lib/course/cached-content";
import { ContentError } from "@/lib/course/content-error";
import { defaultContentDir, lessonFile, readRubric } from "@/lib/course/lesson-files";
import { courseNavigation } from "@/lib/course/navigation";
import type { Rubric } from "@/lib/course/rubric-schema";
import { parseQuestion } from "./parse-question";
import type { Question } from "./question";
import { questionTypeKeys, type QuestionType } from "./question-kinds";

/**
 * Every practice question by id, in id order, the rubric of each question type, and the questions a lesson shows with
 * their samples and scores (`<BankAnswers question="...">`).
 */
export type QuestionBank = { questions: Question[]; byId: Map<string, Question>; rubrics: Map<QuestionType, Rubric>; shownInLessons: Set<string> };

const folder = path.join(defaultContentDir, "questions");

/** The question bank, read from `content/questions/` once per server process (`cachedContent`). */
export const loadQuestionBank = cachedContent(readBank);

async function readBank(): Promise<QuestionBank> {
  const rubrics = await readRubrics();
  const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx")).sort();
  const questions = await Promise.all(files.map((name) => readQuestion(name.replace(/\.mdx$/, ""), rubrics)));
  return { questions, byId: new Map(questions.map((question) => [question.id, question])), rubrics, shownInLessons: await questionsShownInLessons() };
}

/** The ids of the questions whose samples a lesson of the course shows (`<BankAnswers question="...">`). */
async function questionsShownInLessons(): Promise<Set<string>> {
  const sources = await Promise.all(courseNavigation.lessons.map((lesson) => readFile(lessonFile(lesson.section, lesson.slug), "utf8")));
  return new Set(sources.flatMap((source) => [...source.matchAll(/<BankAnswers\s+question="([^"]+)"/g)].map((match) => match[1]!)));
}

/**
 * One question of the bank with its type's rubric, read on its own: a lesson showing one question's samples
 * (`<BankAnswers>`) need not parse the other 150 files.
 */
export async function loadQuestion(id: string): Promise<{ question: Question; rubric: Rubric }> {
  const rubrics = await readRubrics();
  const question = await readQuestion(id, rubrics);
  return { question, rubric: rubrics.get(question.type)! };
}

async function readRubrics(): Promise<Map<QuestionType, Rubric>> {
  const rubrics = new Map<QuestionType, Rubric>();
  for (const type of questionTypeKeys) rubrics.set(type, await readRubric(type));
  return rubrics;
}

async function readQuestion(id: string, rubrics: ReadonlyMap<QuestionType, Rubric>): Promise<Question> {
  const rubricSkills = new Map([...rubrics].map(([type, rubric]) => [type as string, rubric.skills.map((skill) => skill.id)]));
  const context = { rubricSkills, lessonPaths: courseNavigation.lessons.map((lesson) => lesson.path) };
  const file = path.join(folder, `${id}.mdx`);
  const { question, problems } = await parseQuestion(id, await readFile(file, "utf8"), parseMdx, context);
  if (!question) throw new ContentError(file, problems.map((problem) => `line ${problem.line ?? "-"}: ${problem.message}`));
  return question;
}
