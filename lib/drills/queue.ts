import { indianDay } from "@/lib/indian-time";
import { DRILL_KINDS, type DrillItem, type DrillKind } from "./drill-item";
import type { StoredCard } from "./schedule";

/** New items a day brings into "Today", at most. */
export const NEW_PER_DAY = 10;
/** A drill of one kind holds what is due of that kind and up to this many others. */
const ON_DEMAND = 10;

/** A member's card with the day it was made, which tells how many new items today has already brought in. */
export type MemberCard = StoredCard & { created_at: string };

/**
 * The items of a session, in order: for "Today", every item due by `now` (the longest overdue first), then new
 * items, the kinds taken in turn, up to ten a day less those already begun today. For a drill of one kind, its due
 * items, then its new ones, then those coming due soonest, up to ten beyond the due ones.
 */
export function sessionItems(items: readonly DrillItem[], cards: readonly MemberCard[], now: Date, kind?: DrillKind): DrillItem[] {
  const byId = new Map(cards.map((card) => [card.item_id, card]));
  const pool = kind ? items.filter((item) => item.kind === kind) : items;
  const dueBy = (item: DrillItem) => Date.parse(byId.get(item.id)!.due);
  const seen = pool.filter((item) => byId.has(item.id));
  const due = seen.filter((item) => dueBy(item) <= now.getTime()).sort((a, b) => dueBy(a) - dueBy(b));
  const fresh = interleave(pool.filter((item) => !byId.has(item.id)));
  if (!kind) {
    const today = indianDay(now);
    const begunToday = cards.filter((card) => indianDay(new Date(card.created_at)) === today).length;
    return [...due, ...fresh.slice(0, Math.max(0, NEW_PER_DAY - begunToday))];
  }
  const ahead = seen.filter((item) => dueBy(item) > now.getTime()).sort((a, b) => dueBy(a) - dueBy(b));
  return [...due, ...[...fresh, ...ahead].slice(0, ON_DEMAND)];
}

/** Items of every kind taken in turn (an estimate, a definition, a triage, ...), each kind in id order. */
function interleave(items: DrillItem[]): DrillItem[] {
  const lists = DRILL_KINDS.map((kind) => items.filter((item) => item.kind === kind));
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => (list[index] ? [list[index]] : []))).flat();
}

/** How many items wait for review at `now`: the count the sidebar shows. */
export function dueCount(cards: readonly Pick<StoredCard, "due">[], now: Date): number {
  return cards.filter((card) => Date.parse(card.due) <= now.getTime()).length;
}
