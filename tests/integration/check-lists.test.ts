import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_IDS } from "@/lib/course/companies";
import { COMPETENCY_IDS } from "@/lib/course/competencies";
import { questionTypeKeys } from "@/lib/practice/question-kinds";
import { databaseKinds, startTestBackend, type TestBackend } from "./harness";

// The database accepts the companies, competencies and question types the pages offer, no more and no fewer: a name
// added to or dropped from one side only would have the form offer what the database refuses, or the reverse.
const LISTS: Record<string, readonly string[]> = {
  companies: COMPANY_IDS,
  competencies: COMPETENCY_IDS,
  question_type: questionTypeKeys,
  second_question_type: questionTypeKeys,
};

interface Check {
  column: string;
  definition: string;
}

const sorted = (values: readonly string[]) => [...values].sort();
/** The quoted names in a check: `CHECK ((question_type = ANY (ARRAY['estimation'::text, ...])))`. */
const quoted = (definition: string) => [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);

describe.each(databaseKinds())("the database's lists on %s", (kind) => {
  let backend: TestBackend;
  let checks: Check[];

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const result = await backend.db.transaction((tx) =>
      tx.query<Check>(
        `select c.conrelid::regclass::text || '.' || a.attname as column, pg_get_constraintdef(c.oid) as definition
           from pg_constraint c
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'c' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1
            and a.attname = any($1)
          order by 1`,
        [Object.keys(LISTS)],
      ),
    );
    checks = result.rows;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it("checks every column of companies, competencies and question types", () => {
    expect(checks.map((check) => check.column)).toEqual(
      expect.arrayContaining([
        "study_plans.companies",
        "stories.competencies",
        "mock_profiles.companies",
        "mock_requests.question_type",
        "mock_requests.second_question_type",
        "grader_agreement.question_type",
      ]),
    );
  });

  it("accepts exactly the names the TypeScript lists hold", () => {
    for (const check of checks) {
      const list = LISTS[check.column.split(".")[1]!]!;
      expect(sorted(quoted(check.definition)), `${check.column}: ${check.definition}`).toEqual(sorted(list));
    }
  });
});
