import { describe, expect, it } from "vitest";
import { newestPeriod, periodsIn } from "@/lib/content-check/newest-period";

const labels = (text: string) => periodsIn(text).map((period) => period.label);
const december2026 = new Date("2026-12-02T00:00:00Z");
const newest = (...texts: string[]) => newestPeriod(texts, december2026)?.label;

describe("periodsIn", () => {
  it("writes each kind of period in one readable form", () => {
    expect(labels("on 3 September 2025")).toEqual(["September 2025"]);
    expect(labels("Sept 2025")).toEqual(["September 2025"]);
    expect(labels("in 2024")).toEqual(["2024"]);
    for (const financialYear of ["FY25", "FY 25", "FY'25", "FY2025", "FY2024-25", "FY24-25", "in 2024-25"]) {
      expect(labels(financialYear), financialYear).toEqual(["FY2024-25"]);
    }
    expect(labels("Q3 FY26")).toEqual(["Q3 FY2025-26"]);
    expect(labels("Q3FY26")).toEqual(["Q3 FY2025-26"]);
    expect(labels("H1 FY26")).toEqual(["H1 FY2025-26"]);
    expect(labels("Q2 CY25")).toEqual(["Q2 2025"]);
    expect(labels("Q1 2025")).toEqual(["Q1 2025"]);
  });

  it("leaves out a law's year, a deadline and a target", () => {
    expect(labels("under the Payment and Settlement Systems Act, 2007")).toEqual([]);
    expect(labels("the deadline of 31 December 2026 for the 30% cap")).toEqual([]);
    expect(labels("a listing targeted for late 2026")).toEqual([]);
    expect(labels("free until March 2027")).toEqual([]);
  });
});

describe("newestPeriod", () => {
  it("takes the period that ends last: a financial year ends in March", () => {
    expect(newest("₹100 crore in FY25", "₹90 crore in 2024")).toBe("FY2024-25");
    expect(newest("₹100 crore in FY25", "₹90 crore in June 2025")).toBe("June 2025");
    expect(newest("₹100 crore in Q3 FY26 (October to December 2025)")).toBe("December 2025");
    expect(newest("₹100 crore in Q3 FY26", "₹90 crore in 2025")).toBe("Q3 FY2025-26");
  });

  it("of two that end in the same month, takes the shorter", () => {
    expect(newest("₹100 crore in FY25 and 20% in March 2025")).toBe("March 2025");
  });

  it("never takes a period that has not ended: a forecast is not when a figure held", () => {
    expect(newest("$5 billion by 2030, from $1 billion in 2024")).toBe("2024");
    expect(newestPeriod(["₹10 crore in November 2026"], new Date("2026-10-31T00:00:00Z"))).toBeUndefined();
  });

  it("says nothing when no period is stated", () => {
    expect(newest("A ₹10 discount moves 1,000 orders.")).toBeUndefined();
    expect(newestPeriod([])).toBeUndefined();
  });
});
