import { datedFigures } from "@/lib/content-check/check-figure-sources";
import type { MdxNode } from "@/lib/content-check/mdx-tree";
import { newestPeriod } from "@/lib/content-check/newest-period";

/**
 * "Figures as of FY2024-25": the newest period a lesson's figure lines state, as the lesson page shows it beside the
 * reading time, so the page never claims fresher figures than the lesson holds. Undefined for a lesson that reports
 * no dated figure: the page then says nothing about figures.
 */
export function figuresAsOf(tree: MdxNode, now = new Date()): string | undefined {
  const period = newestPeriod(datedFigures(tree), now);
  return period ? `Figures as of ${period.label}` : undefined;
}
