import { formatRupees } from "./offer-value";

export type NamedValue = { name: string; fourYearValue: number };

/**
 * Which offer is worth more over four years, in a sentence: the best against the next best, by how much. Null until
 * two offers have a value to compare.
 */
export function compareOffers(offers: NamedValue[]): string | null {
  const valued = offers.filter((offer) => Number.isFinite(offer.fourYearValue) && offer.fourYearValue > 0);
  if (valued.length < 2) return null;
  const [best, next] = [...valued].sort((a, b) => b.fourYearValue - a.fourYearValue) as [NamedValue, NamedValue];
  const gap = best.fourYearValue - next.fourYearValue;
  // Below ₹1,000 over four years the figures are the same as far as any decision goes.
  if (gap < 1000) return `${best.name} and ${next.name} are worth the same over four years: ${formatRupees(best.fourYearValue)}.`;
  const most = valued.length > 2 ? "the most" : "more";
  return `${best.name} is worth ${most} over four years: ${formatRupees(best.fourYearValue)}, ${formatRupees(gap)} more than ${next.name}.`;
}
