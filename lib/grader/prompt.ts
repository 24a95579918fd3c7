import { anchorValue, plainAnswer } from "@/lib/bar-check/anchors";
import { rubricLevels, type RubricSkill } from "@/lib/course/rubric-schema";
import type { Question } from "@/lib/practice/question";
import type { ChatMessage } from "./chat-client";

/** Editor-scored samples in the prompt per overall level (1 to 5): enough to anchor the scale, few enough to pay for. */
export const ANCHORS_PER_LEVEL = 2;

/** A sample answer the editors scored, shown to the grader with its scores as a fixed point of the scale. */
export type GradingAnchor = { ref: string; answer: string; scores: Record<string, number> };

/** Everything one grading sends: nothing about the member but the answer they asked a second opinion on. */
export type GradingTask = { question: string; skills: readonly RubricSkill[]; anchors: readonly GradingAnchor[]; answer: string };

/** The key of a sample in the bank: the question's id and its place among its samples, from 1. */
export const sampleRef = (questionId: string, index: number) => `${questionId}#${index + 1}`;

/**
 * The anchors for grading an answer to `question`: its own scored samples first, then samples of other questions of its
 * type in the bank's order, at most ANCHORS_PER_LEVEL per overall level (the mean score rounded). `leaveOut` is the
 * sample being graded blind by the agreement command, never its own anchor.
 */
export function anchorsFor(question: Question, bank: readonly Question[], leaveOut?: string): GradingAnchor[] {
  const ordered = [question, ...bank.filter((other) => other.id !== question.id && other.type === question.type)];
  const perLevel = new Map<number, number>();
  const chosen: GradingAnchor[] = [];
  for (const of of ordered) {
    of.samples.forEach((sample, index) => {
      const ref = sampleRef(of.id, index);
      if (ref === leaveOut || sample.scores.length === 0) return;
      const level = Math.min(5, Math.max(1, Math.round(anchorValue(sample))));
      if ((perLevel.get(level) ?? 0) >= ANCHORS_PER_LEVEL) return;
      perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
      chosen.push({ ref, answer: plainAnswer(sample.body), scores: Object.fromEntries(sample.scores.map((score) => [score.skill, score.score])) });
    });
  }
  return chosen;
}

const SYSTEM = [
  "You grade a candidate's answer to a product-manager interview question on a rubric, as the course's editors do.",
  "Score each skill separately from 1 (Very Weak or Missing) to 5 (Very Strong) by the level descriptions, using only what the answer says.",
  "For every score, quote the answer word for word: the shortest passage (at least three words) that shows the level. Copy it exactly; never paraphrase, never join passages.",
  "Where the answer lacks what the skill needs, give level 1 or 2 and quote null. Where you cannot judge a skill, give level null.",
  "The reason is one sentence in the rubric's terms.",
  "The editors' scored samples show where the levels lie; match their strictness. Length and keywords earn nothing by themselves.",
  'Reply with one JSON object and nothing else: {"skills":[{"skill":"<skill id>","level":1-5 or null,"quote":"<verbatim words>" or null,"reason":"<one sentence>"}]}, one entry per skill id listed.',
].join("\n");

function rubricText(skills: readonly RubricSkill[]): string {
  return skills
    .map((skill) =>
      [`Skill id: ${skill.id}`, `Name: ${skill.name}`, `What it is: ${skill.description}`, ...rubricLevels.map((level, index) => `${index + 1} (${level.label}): ${skill.levels[level.key]}`)].join("\n"),
    )
    .join("\n\n");
}

function anchorText(anchors: readonly GradingAnchor[], skills: readonly RubricSkill[]): string {
  return anchors
    .map((anchor, index) => {
      const scores = skills.flatMap((skill) => (anchor.scores[skill.id] === undefined ? [] : [`${skill.id}: ${anchor.scores[skill.id]}`]));
      return `Sample ${index + 1}\n<answer>\n${anchor.answer}\n</answer>\nEditors' scores: ${scores.join(", ")}`;
    })
    .join("\n\n");
}

/** The two messages of one grading: the rules, then the rubric, the anchors, the question and the answer. */
export function gradingMessages(task: GradingTask): ChatMessage[] {
  const user = [
    `# Question\n${task.question}`,
    `# Rubric\n${rubricText(task.skills)}`,
    task.anchors.length > 0 ? `# Samples the editors scored\n${anchorText(task.anchors, task.skills)}` : "",
    `# The answer to grade\n<answer>\n${task.answer}\n</answer>`,
    `Grade these skill ids: ${task.skills.map((skill) => skill.id).join(", ")}.`,
  ];
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: user.filter(Boolean).join("\n\n") },
  ];
}

/** The question's text, as the grader reads it. */
export const questionText = (question: Question) => `${question.title}\n\n${plainAnswer(question.prompt)}`;
