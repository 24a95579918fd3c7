import { describe, expect, it } from "vitest";
import { formatRupees, offerValue, vestedShares, type Offer } from "@/features/offers/offer-value";

const noEquity: Offer["equity"] = { kind: "esop", shares: 0, strike: 0, currentValue: 0, vestingYears: 4, cliffMonths: 12 };
const offer = (overrides: Partial<Offer>): Offer => ({
  fixed: 0,
  variable: 0,
  variablePayoutPercent: 100,
  joiningBonus: 0,
  relocationBonus: 0,
  noticeBuyout: 0,
  equity: noEquity,
  ...overrides,
});

describe("offerValue", () => {
  it("works out a listed company's offer with RSUs as by hand", () => {
    // ₹30 lakh fixed, ₹5 lakh variable paid at 80% (₹4 lakh), ₹3 lakh joining, ₹1 lakh relocation:
    // first year 30 + 4 + 3 + 1 = ₹38 lakh. 400 RSUs at ₹2,500 over 4 years, 1-year cliff: 100 (₹2.5 lakh) in the
    // first year, all 400 (₹10 lakh) in four. Four years: 4 × 34 + 4 + 10 = ₹150 lakh.
    const value = offerValue(offer({
      fixed: 3_000_000, variable: 500_000, variablePayoutPercent: 80, joiningBonus: 300_000, relocationBonus: 100_000,
      equity: { kind: "rsu", shares: 400, strike: 0, currentValue: 2_500, vestingYears: 4, cliffMonths: 12 },
    }));
    expect(value).toEqual({ firstYearCash: 3_800_000, fourYearValue: 15_000_000, firstYearEquity: 250_000, fourYearEquity: 1_000_000, underwater: false, negative: [] });
  });

  it("values a startup's ESOPs at today's value less the strike, and counts a notice buy-out in the first year", () => {
    // ₹24 lakh fixed, no variable, ₹2 lakh buy-out: first year ₹26 lakh. 2,000 options, strike ₹100, last round
    // ₹600: ₹500 each. Vesting 5 years, 1-year cliff: 400 by year 1 (₹2 lakh), 1,600 by year 4 (₹8 lakh).
    const value = offerValue(offer({
      fixed: 2_400_000, noticeBuyout: 200_000,
      equity: { kind: "esop", shares: 2_000, strike: 100, currentValue: 600, vestingYears: 5, cliffMonths: 12 },
    }));
    expect(value.firstYearCash).toBe(2_600_000);
    expect(value.firstYearEquity).toBe(200_000);
    expect(value.fourYearEquity).toBe(800_000);
    expect(value.fourYearValue).toBe(4 * 2_400_000 + 200_000 + 800_000);
  });

  it("says an ESOP whose strike is above today's value is worth nothing today", () => {
    const value = offerValue(offer({ fixed: 1_000_000, equity: { ...noEquity, shares: 1_000, strike: 800, currentValue: 500 } }));
    expect(value.underwater).toBe(true);
    expect(value.fourYearEquity).toBe(0);
    expect(value.fourYearValue).toBe(4_000_000);
  });

  it("names every amount given as negative", () => {
    expect(offerValue(offer({ fixed: -1, joiningBonus: -5, equity: { ...noEquity, strike: -2 } })).negative).toEqual(["fixed", "joiningBonus", "strike"]);
  });
});

describe("vestedShares", () => {
  const equity = { ...noEquity, shares: 4_800 };
  it("vests nothing before the cliff and the accrued part at it", () => {
    expect(vestedShares(equity, 11)).toBe(0);
    expect(vestedShares(equity, 12)).toBe(1_200);
    expect(vestedShares(equity, 13)).toBe(1_300);
  });
  it("stops at the whole grant", () => {
    expect(vestedShares(equity, 60)).toBe(4_800);
  });
});

describe("formatRupees", () => {
  it("speaks in lakh and crore", () => {
    expect(formatRupees(3_800_000)).toBe("₹38 lakh");
    expect(formatRupees(15_000_000)).toBe("₹1.5 crore");
    expect(formatRupees(45_000)).toBe("₹45,000");
  });
});
