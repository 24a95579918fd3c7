import type { MockScript } from "./mock-script";
import { reviewCardId } from "./review-cards";

/** One answered node of an attempt: its id and the checks the member ticked. */
export type AnsweredNode = { nodeId: string; ticks: readonly string[] };

/** Per rubric skill: checks covered of those asked in the attempt. */
export type SkillCoverage = { skill: string; covered: number; asked: number };

/**
 * Coverage per rubric skill of one attempt: for each skill of the script, how many checks tagged with it the member
 * ticked, of the checks of the nodes they were asked. A skill none of the asked nodes checks has 0 of 0.
 */
export function coverageBySkill(script: MockScript, answered: readonly AnsweredNode[]): SkillCoverage[] {
  const counts = new Map(script.skills.map((skill) => [skill, { covered: 0, asked: 0 }]));
  for (const { nodeId, ticks } of answered) {
    const node = script.nodes.find((item) => item.id === nodeId);
    if (node?.kind !== "node") continue;
    for (const check of node.checks) {
      const count = counts.get(check.skill);
      if (!count) continue;
      count.asked += 1;
      if (ticks.includes(check.id)) count.covered += 1;
    }
  }
  return script.skills.map((skill) => ({ skill, ...counts.get(skill)! }));
}

/** The share of all checks asked that the member covered, 0 to 1; null when nothing was asked. */
export function overallCoverage(coverage: readonly SkillCoverage[]): number | null {
  const asked = coverage.reduce((sum, item) => sum + item.asked, 0);
  return asked === 0 ? null : coverage.reduce((sum, item) => sum + item.covered, 0) / asked;
}

/** "3 of 4 (75%)", or "not asked". */
export function coverageLabel({ covered, asked }: Pick<SkillCoverage, "covered" | "asked">): string {
  return asked === 0 ? "not asked" : `${covered} of ${asked} (${Math.round((covered / asked) * 100)}%)`;
}

/** A missed check offered as a review card: the drills' item id, and what the card shows. */
export type MissedCheck = { cardId: string; nodeId: string; checkId: string; skill: string; text: string; line: string[] };

/** The checks of the asked nodes that the member did not tick, in the order asked: each becomes a review card. */
export function missedChecks(script: MockScript, answered: readonly AnsweredNode[]): MissedCheck[] {
  return answered.flatMap(({ nodeId, ticks }) => {
    const node = script.nodes.find((item) => item.id === nodeId);
    if (node?.kind !== "node") return [];
    return node.checks
      .filter((check) => !ticks.includes(check.id))
      .map((check) => ({ cardId: reviewCardId(script.id, node.id, check.id), nodeId: node.id, checkId: check.id, skill: check.skill, text: check.text, line: node.line }));
  });
}
