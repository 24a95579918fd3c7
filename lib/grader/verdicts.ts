import { findQuote } from "./quotes";
import type { GraderReply } from "./reply-schema";

/** How many of three asks must give a level for it to be shown, and the widest spread of levels still shown. */
export const ASKS = 3;
export const MAX_SPREAD = 1;
/** The highest level a skill may get without a quote: "the answer lacks what this skill needs" is a low score. */
export const MAX_LEVEL_WITHOUT_QUOTE = 2;

/** One skill of one ask after the checks: its level with evidence, or nothing. */
export type CheckedSkill = { level: number; quote: string | null; reason: string } | null;
export type CheckedReply = { skills: Map<string, CheckedSkill>; dropped: number };

/**
 * One reply held to the rules: a skill whose quote is not in the answer, or that scores above Weak with no quote, is
 * dropped and counted; a skill the grader gave no level, left out or repeated gives nothing; skills not of the
 * question are ignored.
 */
export function checkReply(reply: GraderReply, answer: string, skills: readonly string[]): CheckedReply {
  const checked = new Map<string, CheckedSkill>(skills.map((skill) => [skill, null]));
  const seen = new Map<string, number>();
  for (const item of reply.skills) seen.set(item.skill, (seen.get(item.skill) ?? 0) + 1);
  let dropped = 0;
  for (const item of reply.skills) {
    if (!checked.has(item.skill) || seen.get(item.skill)! > 1 || item.level === null) continue;
    const quote = item.quote?.trim() || null;
    const supported = quote ? findQuote(answer, quote) !== null : item.level <= MAX_LEVEL_WITHOUT_QUOTE;
    if (!supported) {
      dropped += 1;
      continue;
    }
    checked.set(item.skill, { level: item.level, quote, reason: item.reason });
  }
  return { skills: checked, dropped };
}

/** What the member sees for one skill: the grader's level with its quote and reason, or "no opinion". */
export type Verdict = { skill: string; level: number; quote: string | null; reason: string } | { skill: string; level: null };

/**
 * The three asks made one: a skill gets a level only when every ask gave it one, with evidence, and they lie within
 * one level of each other; the level shown is their median, with the quote and reason of an ask that gave it.
 * Anything else is "no opinion".
 */
export function combineAsks(asks: readonly CheckedReply[], skills: readonly string[]): Verdict[] {
  return skills.map((skill) => {
    const given = asks.map((ask) => ask.skills.get(skill) ?? null);
    if (asks.length < ASKS || given.some((item) => item === null)) return { skill, level: null };
    const levels = given.map((item) => item!.level).sort((a, b) => a - b);
    if (levels.at(-1)! - levels[0]! > MAX_SPREAD) return { skill, level: null };
    const median = levels[Math.floor(levels.length / 2)]!;
    const chosen = given.find((item) => item!.level === median)!;
    return { skill, level: median, quote: chosen.quote, reason: chosen.reason };
  });
}

export const droppedQuotes = (asks: readonly CheckedReply[]) => asks.reduce((sum, ask) => sum + ask.dropped, 0);
