/** One offer as the calculator reads it: yearly amounts in rupees, equity per share in rupees. */
export type Offer = {
  fixed: number;
  /** Variable pay at target, a year. */
  variable: number;
  /** The share of the variable pay expected to be paid, 0 to 100. */
  variablePayoutPercent: number;
  joiningBonus: number;
  relocationBonus: number;
  /** What the new employer pays to buy out the notice period at the current one. */
  noticeBuyout: number;
  equity: {
    kind: "esop" | "rsu";
    shares: number;
    /** The exercise price of an ESOP; RSUs have none. */
    strike: number;
    /** What one share is worth today (the last funding round's or the market price). */
    currentValue: number;
    vestingYears: number;
    cliffMonths: number;
  };
};

export type OfferValue = {
  firstYearCash: number;
  fourYearValue: number;
  /** The equity that vests within four years, valued at today's value less the strike. */
  fourYearEquity: number;
  firstYearEquity: number;
  /** An ESOP whose strike is above today's value is worth nothing today: the page explains why. */
  underwater: boolean;
  /** Fields given a negative amount, which the page refuses. */
  negative: string[];
};

const YEARS = 4;

/** Shares vested by `months` after joining: none before the cliff, then in equal monthly parts over the vesting. */
export function vestedShares(equity: Offer["equity"], months: number): number {
  const total = Math.max(1, equity.vestingYears * 12);
  if (months < equity.cliffMonths) return 0;
  return (equity.shares * Math.min(months, total)) / total;
}

/**
 * What an offer is worth in its first year (cash only: salary, expected variable, the one-off bonuses and the
 * buy-out) and over four years (four years of salary and expected variable, the one-offs once, and the equity vested
 * by then at today's value). No raises, no tax, today's share value: the page states these assumptions.
 */
export function offerValue(offer: Offer): OfferValue {
  const amounts: Record<string, number> = {
    fixed: offer.fixed,
    variable: offer.variable,
    variablePayoutPercent: offer.variablePayoutPercent,
    joiningBonus: offer.joiningBonus,
    relocationBonus: offer.relocationBonus,
    noticeBuyout: offer.noticeBuyout,
    shares: offer.equity.shares,
    strike: offer.equity.strike,
    currentValue: offer.equity.currentValue,
    vestingYears: offer.equity.vestingYears,
    cliffMonths: offer.equity.cliffMonths,
  };
  const negative = Object.entries(amounts).filter(([, value]) => value < 0).map(([name]) => name);
  const strike = offer.equity.kind === "rsu" ? 0 : offer.equity.strike;
  const perShare = Math.max(0, offer.equity.currentValue - strike);
  const yearlyPay = offer.fixed + (offer.variable * Math.min(100, offer.variablePayoutPercent)) / 100;
  const oneOffs = offer.joiningBonus + offer.relocationBonus + offer.noticeBuyout;
  const firstYearEquity = vestedShares(offer.equity, 12) * perShare;
  const fourYearEquity = vestedShares(offer.equity, YEARS * 12) * perShare;
  return {
    firstYearCash: yearlyPay + oneOffs,
    fourYearValue: yearlyPay * YEARS + oneOffs + fourYearEquity,
    fourYearEquity,
    firstYearEquity,
    underwater: offer.equity.kind === "esop" && offer.equity.shares > 0 && offer.equity.strike > offer.equity.currentValue,
    negative,
  };
}

/** "₹24.5 lakh" or "₹1.2 crore": amounts as Indian offers are spoken of. */
export function formatRupees(amount: number): string {
  if (Math.abs(amount) >= 1e7) return `₹${(amount / 1e7).toLocaleString("en-IN", { maximumFractionDigits: 2 })} crore`;
  if (Math.abs(amount) >= 1e5) return `₹${(amount / 1e5).toLocaleString("en-IN", { maximumFractionDigits: 2 })} lakh`;
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}
