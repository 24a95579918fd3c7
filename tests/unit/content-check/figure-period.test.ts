import { describe, expect, it } from "vitest";
import { hasPeriod } from "@/lib/content-check/figure-period";

describe("hasPeriod", () => {
  it("finds a year, alone or in a month or a date", () => {
    for (const text of ["in 2024", "June 2025", "on 3 September 2025", "between 2011 and 2021", "in 2024-25"]) {
      expect(hasPeriod(text), text).toBe(true);
    }
  });

  it("finds a financial year, short or long", () => {
    for (const text of ["FY25", "FY 25", "FY'25", "FY2025", "FY2024-25", "FY 2022-23", "(FY24)"]) {
      expect(hasPeriod(text), text).toBe(true);
    }
  });

  it("finds a quarter or a half of a financial or calendar year", () => {
    for (const text of ["Q3 FY26", "Q3FY26", "Q1 2025", "Q2 CY25", "H1 FY26", "H2 2024"]) {
      expect(hasPeriod(text), text).toBe(true);
    }
  });

  it("does not take a month or quarter without its year, a law's year, or other numbers for a period", () => {
    for (const text of [
      "in June",
      "last quarter",
      "Q3",
      "under the Payment and Settlement Systems Act, 2007",
      "the Consumer Protection (E-Commerce) Rules, 2020",
      "₹2,400 crore",
      "3,000 stores",
      "FY",
      "H3 of a year",
    ]) {
      expect(hasPeriod(text), text).toBe(false);
    }
  });
});
