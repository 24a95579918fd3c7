import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseMdx } from "@/lib/content-check/mdx-tree";
import { cachedContent } from "@/lib/course/cached-content";
import { ContentError } from "@/lib/course/content-error";
import { defaultContentDir, readRubric } from "@/lib/course/lesson-files";
import type { Rubric } from "@/lib/course/rubric-schema";
import { questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import type { MockScript } from "./mock-script";
import { parseMockScript } from "./parse-mock-script";

/** Every solo mock script by id, in id order, and the rubric of each question type. */
export type MockLibrary = { scripts: MockScript[]; byId: Map<string, MockScript>; rubrics: Map<QuestionType, Rubric> };

const folder = path.join(defaultContentDir, "mocks");

/** The scripts of `content/mocks/`, read once per server process (`cachedContent`); the content check has passed them. */
export const loadMockLibrary = cachedContent(async (): Promise<MockLibrary> => {
  const rubrics = new Map<QuestionType, Rubric>();
  for (const type of questionTypeKeys) rubrics.set(type, await readRubric(type));
  const rubricSkills = new Map([...rubrics].map(([type, rubric]) => [type as string, rubric.skills.map((skill) => skill.id)]));
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".mdx")).sort();
  const scripts = await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const { script, problems } = await parseMockScript(name.replace(/\.mdx$/, ""), await readFile(file, "utf8"), parseMdx, { rubricSkills });
      if (!script) throw new ContentError(file, problems.map((problem) => `line ${problem.line ?? "-"}: ${problem.message}`));
      return script;
    }),
  );
  return { scripts, byId: new Map(scripts.map((script) => [script.id, script])), rubrics };
});
