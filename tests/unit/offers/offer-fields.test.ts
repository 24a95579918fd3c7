import { describe, expect, it } from "vitest";
import { compareOffers } from "@/features/offers/offer-comparison";
import { OFFER_FIELDS, readField } from "@/features/offers/offer-fields";

const field = (key: (typeof OFFER_FIELDS)[number]["key"]) => OFFER_FIELDS.find((candidate) => candidate.key === key)!;
const fixed = field("fixed");

describe("readField: amounts typed as Indian offers are written, read as the drills read them", () => {
  it.each([
    ["32", 32e5],
    ["32 lakh", 32e5],
    ["32 L", 32e5],
    ["32L", 32e5],
    ["32 lakhs", 32e5],
    ["32,00,000", 32e5],
    ["3200000", 32e5],
    ["₹32 lakh", 32e5],
    ["1.2 crore", 1.2e7],
    ["1.2 cr", 1.2e7],
    ["24.5", 24.5e5],
    ["", 0],
  ])("reads %s in a lakh field as ₹%d", (typed, rupees) => {
    expect(readField(typed, fixed)).toBeCloseTo(rupees, 6);
  });

  it("keeps a negative number, which the page refuses as negative rather than as not a number", () => {
    expect(readField("-24", fixed)).toBe(-24e5);
  });

  it("reads rupee and count fields as typed, units included", () => {
    expect(readField("₹2,500", field("currentValue"))).toBe(2500);
    expect(readField("1 lakh", field("shares"))).toBe(1e5);
    expect(readField("80%", field("variablePayoutPercent"))).toBe(80);
  });

  it.each(["thirty", "32 lakh rupees", "32%", "1,,000"])("refuses %s in a lakh field", (typed) => {
    expect(readField(typed, fixed)).toBeNaN();
  });
});

describe("compareOffers: which offer is worth more over four years", () => {
  it("names the better of two and by how much", () => {
    expect(compareOffers([{ name: "Offer 1", fourYearValue: 1.4e7 }, { name: "Offer 2", fourYearValue: 1.06e7 }])).toBe(
      "Offer 1 is worth more over four years: ₹1.4 crore, ₹34 lakh more than Offer 2.",
    );
  });

  it("names the best of three against the next best", () => {
    const offers = [
      { name: "Offer 1", fourYearValue: 9e6 },
      { name: "Offer 2", fourYearValue: 1.2e7 },
      { name: "Offer 3", fourYearValue: 1e7 },
    ];
    expect(compareOffers(offers)).toBe("Offer 2 is worth the most over four years: ₹1.2 crore, ₹20 lakh more than Offer 3.");
  });

  it("says when two are worth the same", () => {
    expect(compareOffers([{ name: "Offer 1", fourYearValue: 5e6 }, { name: "Offer 2", fourYearValue: 5e6 + 10 }])).toBe(
      "Offer 2 and Offer 1 are worth the same over four years: ₹50 lakh.",
    );
  });

  it("says nothing until two offers have a value", () => {
    expect(compareOffers([{ name: "Offer 1", fourYearValue: 5e6 }, { name: "Offer 2", fourYearValue: 0 }])).toBeNull();
    expect(compareOffers([{ name: "Offer 1", fourYearValue: 5e6 }, { name: "Offer 2", fourYearValue: Number.NaN }])).toBeNull();
  });
});
