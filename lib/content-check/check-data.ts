import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { ContentError } from "@/lib/course/content-error";
import type { ContentProblem } from "./content-problem";
import { readGlossary, readRubric } from "@/lib/course/lesson-files";

/** What the data files hold, for the lesson checks, and what is wrong with them. */
export type DataReport = {
  problems: ContentProblem[];
  rubricNames: Set<string>;
  /** The skill names of each rubric that passes its schema, for `<Score skill="...">`. */
  rubricSkills: Map<string, string[]>;
  /** The skill ids of each rubric that passes its schema, for practice questions. */
  rubricSkillIds: Map<string, string[]>;
  hasGlossary: boolean;
};

/** Validates the glossary and every rubric under `<contentDir>/data` against their schemas. */
export async function checkData(contentDir: string, display: (file: string) => string): Promise<DataReport> {
  const problems: ContentProblem[] = [];
  const glossaryFile = path.join(contentDir, "data", "glossary.json");
  const rubricDir = path.join(contentDir, "data", "rubrics");
  const hasGlossary = existsSync(glossaryFile);
  const rubricFiles = existsSync(rubricDir) ? (await readdir(rubricDir)).filter((name) => name.endsWith(".json")) : [];
  const rubricNames = new Set(rubricFiles.map((name) => name.replace(/\.json$/, "")));

  const collect = async (read: () => Promise<unknown>, fix: string) => {
    try {
      await read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      for (const detail of error.details) problems.push({ file: display(error.file), message: detail, fix });
    }
  };
  if (hasGlossary) {
    await collect(
      () => readGlossary(contentDir),
      'Keep it an array of { "term", "definition", "example" } objects, sorted by term, with at least 35 terms.',
    );
  }
  const rubricSkills = new Map<string, string[]>();
  const rubricSkillIds = new Map<string, string[]>();
  for (const name of [...rubricNames].sort()) {
    await collect(
      async () => {
        const rubric = await readRubric(name, contentDir);
        rubricSkills.set(name, rubric.skills.map((skill) => skill.name));
        rubricSkillIds.set(name, rubric.skills.map((skill) => skill.id));
      },
      'Follow the rubric format: { "title", "intro", "skills": [{ "name", "description", "example", "levels": ' +
        "{ veryWeakOrMissing, weak, neutral, strong, veryStrong } }] }.",
    );
  }
  return { problems, rubricNames, rubricSkills, rubricSkillIds, hasGlossary };
}
