import type { RubricSkill } from "@/lib/course/rubric-schema";
import type { Question, SampleAnswer, Score } from "@/lib/practice/question";

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", value: text }] });

export const skill = (id: string): RubricSkill => ({
  id,
  name: `Skill ${id}`,
  description: `What ${id} is.`,
  example: "An example.",
  levels: { veryWeakOrMissing: `${id} missing`, weak: `${id} weak`, neutral: `${id} neutral`, strong: `${id} strong`, veryStrong: `${id} very strong` },
});

export const sample = (text: string, scores: Record<string, number>): SampleAnswer => ({
  level: "neutral",
  body: [paragraph(text)],
  scores: Object.entries(scores).map(([id, score]) => ({ skill: id, score: score as Score, reason: "Because." })),
});

export const question = (id: string, samples: SampleAnswer[], type: Question["type"] = "estimation"): Question => ({
  id,
  title: `Question ${id}`,
  type,
  companies: [],
  difficulty: "easy",
  minutes: 10,
  skills: ["clarifying", "structure"],
  lessons: ["/dashboard/estimation/basics"],
  prompt: [paragraph(`Estimate the ${id}.`)],
  probes: [],
  covers: [],
  samples,
});

/** A rubric of these skills, as content/data/rubrics/<type>.json holds one. */
export const rubric = (ids: readonly string[]) => ({ title: "Rubric", intro: "Score each skill.", skills: ids.map(skill) });
