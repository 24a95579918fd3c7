import { rubricLevels } from "@/lib/course/rubric-schema";
import type { RubricLevelKey } from "@/lib/course/model-answer-levels";
import type { Question, SampleAnswer } from "@/lib/practice/question";
import { labelInSentence } from "@/lib/practice/question-kinds";
import type { ContentProblem } from "./content-problem";
import { proseText } from "./prose-words";

/** Scored samples each question type needs in the bank, and at each of the five levels (content/README.md). */
export const SAMPLES_PER_TYPE = 36;
export const SAMPLES_PER_LEVEL = 4;

/**
 * The fewest words a sample at this level may have on a question of `minutes`. A weak answer in an interview fails
 * by drifting, skipping the goal or leaving an assumption unchecked, not by stopping after three sentences: a short
 * sample teaches the wrong lesson and trains the Grading Mirror on answers nobody gives.
 */
export function wordFloor(level: RubricLevelKey, minutes: number): number {
  if (level === "veryWeakOrMissing") return Math.max(60, 3 * minutes);
  if (level === "weak" || level === "neutral") return Math.max(150, 8 * minutes);
  return Math.max(200, 10 * minutes);
}

/** The words of a sample's answer, without its <Score> lines: counted as lessons count theirs. */
export function sampleWords(sample: Pick<SampleAnswer, "body">): number {
  return sample.body
    .map(proseText)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// A reason that credits brevity for good communication: "short and clear", "crisp", "concise". Hyphenated words
// ("short-term", "brief-writing") are other words.
const BREVITY = /\b(short|shorter|brief|briefly|brevity|concise|concisely|crisp|crisply|succinct|succinctly)\b(?!-)/i;
const isCommunication = (skill: string) => skill.split("-").includes("communication");

const levelLabel = new Map<string, string>(rubricLevels.map((level) => [level.key, level.label]));
const article = (word: string) => (/^[aeiou]/i.test(word) ? "An" : "A");
// "an 8-minute question", "an 11-minute question", "a 10-minute question".
const minutesWith = (minutes: number) => `${/^(8|11|18)$/.test(String(minutes)) ? "an" : "a"} ${minutes}-minute`;

/**
 * The bank's rules on sample answers (content/README.md, "Practice questions"): every question has a scored sample;
 * each sample reaches its level's word floor; a Communication score of 4 or 5 is not earned by being short; each
 * type of the bank has at least SAMPLES_PER_TYPE samples and SAMPLES_PER_LEVEL at every level. `fileOf` gives a
 * question's file for messages and `folder` the questions folder, where a type's shortfall is reported.
 */
export function checkSampleLengths(questions: readonly Question[], fileOf: (id: string) => string, folder: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const question of questions) {
    const file = fileOf(question.id);
    if (question.samples.length === 0) {
      problems.push({
        file,
        message: "This question has no sample answer.",
        fix: "Add at least one <SampleAnswer level=\"...\"> as a candidate would speak it, with a <Score> per skill.",
      });
    }
    for (const sample of question.samples) {
      const words = sampleWords(sample);
      const floor = wordFloor(sample.level, question.minutes);
      const label = levelLabel.get(sample.level)?.toLowerCase() ?? sample.level;
      if (words < floor) {
        problems.push({
          file,
          line: sample.line,
          message: `${article(label)} ${label} sample on ${minutesWith(question.minutes)} question needs at least ${floor} words; this one has ${words}.`,
          fix: "Write it as the candidate would speak it in the time allowed; a weaker answer fails the way real ones do (drifting, no goal, unchecked assumptions, running out of time), not by being short.",
        });
      }
      for (const score of sample.scores) {
        if (score.score >= 4 && isCommunication(score.skill) && BREVITY.test(score.reason)) {
          problems.push({
            file,
            line: score.line ?? sample.line,
            message: `The ${score.skill} score of ${score.score} credits brevity ("${BREVITY.exec(score.reason)?.[0]}").`,
            fix: "Score communication on signposting, a clear final answer and its meaning, never on being short; say what earns the score, or lower it.",
          });
        }
      }
    }
  }
  const types = [...new Set(questions.map((question) => question.type))].sort();
  for (const type of types) {
    const samples = questions.filter((question) => question.type === type).flatMap((question) => question.samples);
    const short = rubricLevels.filter((level) => samples.filter((sample) => sample.level === level.key).length < SAMPLES_PER_LEVEL);
    if (samples.length >= SAMPLES_PER_TYPE && short.length === 0) continue;
    const counts = rubricLevels.map((level) => `${level.label} ${samples.filter((sample) => sample.level === level.key).length}`).join(", ");
    problems.push({
      file: folder,
      message: `The ${labelInSentence(type)} questions have ${samples.length} sample answers (${counts}); a type needs at least ${SAMPLES_PER_TYPE}, with at least ${SAMPLES_PER_LEVEL} at every level.`,
      fix: `Add sample answers to the ${labelInSentence(type)} questions${short.length ? `, at ${short.map((level) => level.label).join(", ")} first` : ""}.`,
    });
  }
  return problems;
}
