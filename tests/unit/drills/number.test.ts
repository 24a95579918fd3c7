import { describe, expect, it } from "vitest";
import { describeNumber, parseNumber, readGuess } from "@/lib/drills/number";

// What a learner types, and what the drill reads it as.
const READ: [string, number, boolean?][] = [
  ["12 crore", 12e7],
  ["12crore", 12e7],
  ["12 Crores", 12e7],
  ["14.6 crore", 14.6e7],
  ["2 cr", 2e7],
  ["45 lakh", 45e5],
  ["45 lakhs", 45e5],
  ["4.5 lac", 4.5e5],
  ["1.2 billion", 1.2e9],
  ["20.7 billion", 20.7e9],
  ["3 bn", 3e9],
  ["1.5 million", 1.5e6],
  ["700 mn", 7e8],
  ["3.5k", 3500],
  ["3.5 K", 3500],
  ["40 thousand", 4e4],
  ["62%", 62, true],
  ["62 %", 62, true],
  ["0.5%", 0.5, true],
  ["₹28 lakh crore", 28e12],
  ["₹ 1,700", 1700],
  ["Rs. 500", 500],
  ["1,20,000", 120000],
  ["120,000", 120000],
  ["1,234.5", 1234.5],
  ["  86  ", 86],
  [".5 crore", 5e6],
  ["1 trillion", 1e12],
  ["2,163 crore", 2163e7],
  ["7", 7],
];

const REFUSED: [string, RegExp][] = [
  ["", /^Type a number, e\.g\. 12 crore/],
  ["   ", /^Type a number/],
  ["a lot", /^“a lot” is not a number\. Type digits with an optional unit, e\.g\. 12 crore, 45 lakh, 1\.2 billion, 3\.5k or 62%\.$/],
  ["about 12 crore", /is not a number/],
  ["12 dozen", /^“dozen” is not a unit the drill reads\. Use crore, lakh, million, billion, k or %/],
  ["12 crore people", /^“people” is not a unit/],
  ["5 m", /^“m” is not a unit/],
  ["62% crore", /^“%” is not a unit/],
  ["0", /^Type a number above zero/],
  ["-5", /is not a number/],
  ["1,,000", /misplaced comma/],
  ["1e400", /“e400” is not a unit/],
];

describe("parseNumber", () => {
  it.each(READ)("reads %j", (input, value, percent = false) => {
    const parsed = parseNumber(input);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toBeCloseTo(value, 6);
    expect(parsed.percent).toBe(percent);
  });

  it.each(REFUSED)("refuses %j with a message that says what to type", (input, message) => {
    const parsed = parseNumber(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("holds a table of at least 30 inputs", () => {
    expect(READ.length + REFUSED.length).toBeGreaterThanOrEqual(30);
  });
});

describe("describeNumber", () => {
  it.each([
    [12e7, false, "12 crore (120 million)"],
    [45e5, false, "45 lakh (4.5 million)"],
    [21.6e9, false, "2,160 crore (21.6 billion)"],
    [28e12, false, "28 lakh crore (28 trillion)"],
    [3500, false, "3.5 thousand (3,500)"],
    [86, false, "86"],
    [0.001, false, "0.001"],
    [62, true, "62%"],
  ])("echoes %d as %j", (value, percent, text) => {
    expect(describeNumber(value, percent)).toBe(text);
  });
});

describe("readGuess", () => {
  it("refuses a share above 100% and a percentage for a count, and reads a bare number as a share when the answer is one", () => {
    expect(readGuess("1 lakh", { percent: true, unit: "of users" })).toEqual({ ok: false, message: "This answer is a share: type a percentage from 0 to 100, e.g. 62%." });
    expect(readGuess("55%", { percent: false, unit: "people" })).toEqual({
      ok: false, message: "This answer is a number (people), not a percentage. Type it with crore, lakh, million, billion or k.",
    });
    expect(readGuess("55", { percent: true, unit: "of users" })).toEqual({ ok: true, value: 55, percent: true });
  });
});
