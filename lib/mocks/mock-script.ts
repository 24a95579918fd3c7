import type { MdxNode } from "@/lib/content-check/mdx-tree";
import type { CompanyId } from "@/lib/course/companies";
import type { Difficulty, QuestionType } from "@/lib/practice/question-kinds";

/** One item of a node's hidden checklist: what a good answer covers, tagged with a rubric skill. */
export type MockCheck = { id: string; skill: string; text: string };

/**
 * A next-node rule: applies when any of `missed` was not ticked and all of `covered` were (an empty list is no
 * condition). A rule with neither applies always.
 */
export type NextRule = { missed: string[]; covered: string[]; to: string };

/** A question of the interviewer, the member's answer to it, and where the ticks lead. */
export type MockQuestionNode = {
  kind: "node";
  id: string;
  minutes: number;
  /** The interviewer's words, one string per paragraph. */
  line: string[];
  checks: MockCheck[];
  rules: NextRule[];
  /** What a strong candidate would say here, as Markdown blocks. */
  exemplar: MdxNode[];
};

/** The interviewer's last words: no answer, no checklist. */
export type MockClosingNode = { kind: "closing"; id: string; line: string[] };

export type MockNode = MockQuestionNode | MockClosingNode;

/** A script of `content/mocks/<id>.mdx`, read and checked; the first node is where the interview starts. */
export type MockScript = {
  id: string;
  title: string;
  type: QuestionType;
  companies: CompanyId[];
  difficulty: Difficulty;
  minutes: number;
  skills: string[];
  nodes: MockNode[];
};

/** What lists of scripts need. */
export type MockSummary = Pick<MockScript, "id" | "title" | "type" | "companies" | "difficulty" | "minutes">;

/** The limits of a script (content/mocks/README.md). */
export const MOCK_LIMITS = {
  scriptMinutes: { min: 10, max: 60 },
  nodeMinutes: { min: 1, max: 10 },
  checks: { min: 2, max: 5 },
  checkChars: 200,
  exemplarWords: 25,
  nodes: 6,
  branchPoints: 3,
  cardIdChars: 100,
} as const;

export const nodeById = (script: MockScript, id: string): MockNode | undefined => script.nodes.find((node) => node.id === id);
