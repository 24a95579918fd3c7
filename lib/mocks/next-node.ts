import type { NextRule } from "./mock-script";

/** Whether a rule applies to these ticks: any of `missed` unticked, and all of `covered` ticked. */
export function ruleApplies(rule: NextRule, ticked: ReadonlySet<string>): boolean {
  const missedHolds = rule.missed.length === 0 || rule.missed.some((id) => !ticked.has(id));
  const coveredHolds = rule.covered.every((id) => ticked.has(id));
  return missedHolds && coveredHolds;
}

/**
 * The node after a question node (content/mocks/README.md, "Next-node rules"): the rules top to bottom, the first that
 * applies and leads to a node not yet asked in this attempt. Null when none does (the check refuses scripts where
 * that can happen).
 */
export function nextNodeId(rules: readonly NextRule[], ticked: ReadonlySet<string>, asked: ReadonlySet<string>): string | null {
  for (const rule of rules) {
    if (ruleApplies(rule, ticked) && !asked.has(rule.to)) return rule.to;
  }
  return null;
}
