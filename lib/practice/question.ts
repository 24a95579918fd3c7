import type { CompetencyId } from "@/lib/course/competencies";
import type { MdxNode } from "@/lib/content-check/mdx-tree";
import type { RubricLevelKey } from "@/lib/course/model-answer-levels";
import type { CompanyId } from "@/lib/course/companies";
import type { Difficulty, QuestionType } from "./question-kinds";

/** A rubric score from 1 (Very Weak or Missing) to 5 (Very Strong). */
export type Score = 1 | 2 | 3 | 4 | 5;

/** One editor's score of a sample answer on one skill, with the reason a learner can act on. */
export type SampleScore = { skill: string; score: Score; reason: string; /** Its line in the question file. */ line?: number };

/** A sample answer as a candidate would say it: its Markdown blocks, overall level and a score per question skill. */
export type SampleAnswer = {
  level: RubricLevelKey;
  body: MdxNode[];
  scores: SampleScore[];
  /** The line of its <SampleAnswer> tag in the question file, for the content check's messages. */
  line?: number;
};

/** A practice question of `content/questions/<id>.mdx`, read and checked. */
export type Question = {
  id: string;
  title: string;
  type: QuestionType;
  companies: CompanyId[];
  difficulty: Difficulty;
  minutes: number;
  /** The rubric skill ids it is graded on, in the file's order. */
  skills: string[];
  /** Lesson paths it practises. */
  lessons: string[];
  /** Behavioural questions: the story-bank competencies an answer's story shows (none for a "why us?" question). */
  competencies?: CompetencyId[];
  prompt: MdxNode[];
  probes: { when: string; body: MdxNode[] }[];
  covers: MdxNode[];
  samples: SampleAnswer[];
};

/** What the list of questions needs: everything but the bodies. */
export type QuestionSummary = Pick<Question, "id" | "title" | "type" | "companies" | "difficulty" | "minutes">;
