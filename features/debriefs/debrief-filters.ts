import { z } from "zod";
import { COMPANY_IDS } from "@/lib/course/companies";
import { levelKeys, roundTypeKeys } from "@/lib/debriefs/debrief-kinds";
import { monthsBefore } from "@/lib/debriefs/months";
import type { ApprovedFilters } from "./load-debriefs";

/** The periods /debriefs offers, in months back from this one. */
export const PERIODS = [
  { key: "3", label: "Last 3 months" },
  { key: "6", label: "Last 6 months" },
  { key: "12", label: "Last 12 months" },
  { key: "24", label: "Last 2 years" },
] as const;

// A value outside the lists (a hand-edited address) reads as "any", never as an error.
const any = <T extends string>(keys: readonly T[]) => z.enum(keys as [T, ...T[]]).optional().catch(undefined);

export const debriefFiltersSchema = z.object({
  company: any(COMPANY_IDS),
  level: any(levelKeys),
  round: any(roundTypeKeys),
  period: any(PERIODS.map((period) => period.key)),
});
export type DebriefFilters = z.infer<typeof debriefFiltersSchema>;

/** The filters from a page's search params (a repeated key counts by its first value). */
export function readDebriefFilters(params: Record<string, string | string[] | undefined>): DebriefFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return debriefFiltersSchema.parse({ company: first(params.company), level: first(params.level), round: first(params.round), period: first(params.period) });
}

/** What public.approved_debriefs() is asked for: a period is the months from `now` back (this month counts). */
export const approvedFiltersOf = (filters: DebriefFilters, now: string): ApprovedFilters => ({
  company: filters.company,
  level: filters.level,
  round: filters.round,
  since: filters.period ? monthsBefore(now, Number(filters.period) - 1) : undefined,
});
