import { describe, expect, it } from "vitest";
import { calibrate, overallBias, tendencies, type MirrorGrading } from "@/features/practice/calibration";

// A scripted learner: twelve gradings of Structure, two of Communication, a minute apart (listed out of order, as a
// database without an order might give them). Every expected figure below was worked out by hand.
const minute = (n: number) => new Date(Date.UTC(2026, 10, 27, 10, n)).toISOString();
const structure: [number, number][] = [
  [5, 3], [4, 3], [5, 2], [3, 3], [4, 4], [5, 4], [2, 3], [4, 2], [5, 3], [3, 3], // first ten
  [4, 4], [3, 3], // two more: the window drops the first two
];
const script: MirrorGrading[] = [
  ...structure.map(([learner, editor], n) => ({ skill: "structure", learner, editor, at: minute(n) })),
  { skill: "communication", learner: 2, editor: 4, at: minute(3) },
  { skill: "communication", learner: 1, editor: 4, at: minute(7) },
].reverse();

describe("calibrate", () => {
  const [first, second] = calibrate(script);

  it("works out each skill over its last ten gradings: mean absolute gap and direction", () => {
    // Gradings 3 to 12: gaps 3, 0, 0, 1, -1, 2, 2, 0, 0, 0 → |sum| 9 / 10, signed 7 / 10.
    expect(first).toMatchObject({ skill: "structure", gradings: 12 });
    expect(first!.meanAbsoluteGap).toBeCloseTo(0.9, 10);
    expect(first!.bias).toBeCloseTo(0.7, 10);
    // Gaps -2 and -3: 2.5 levels off, always too low.
    expect(second).toMatchObject({ skill: "communication", gradings: 2, meanAbsoluteGap: 2.5, bias: -2.5 });
  });

  it("keeps the gap after each grading, oldest first, for the chart", () => {
    const gaps = first!.points.map((point) => Math.round(point.meanAbsoluteGap * 1000) / 1000);
    // Running means of 2, 1, 3, 0, 0, 1, 1, 2, 2, 0 over the first ten; then windows of the latest ten.
    expect(gaps).toEqual([2, 1.5, 2, 1.5, 1.2, 1.167, 1.143, 1.25, 1.333, 1.2, 1, 0.9]);
    expect(first!.points.map((point) => point.at)).toEqual(structure.map((_, n) => minute(n)));
  });

  it("gives the overall bias over every grading, and null before any", () => {
    // Structure's twelve signed gaps sum to 10, Communication's two to -5: 5 / 14.
    expect(overallBias(script)).toBeCloseTo(5 / 14, 10);
    expect(overallBias([])).toBeNull();
  });
});

describe("tendencies", () => {
  const skills = [
    { id: "structure", name: "Structure" },
    { id: "communication", name: "Communication" },
    { id: "arithmetic", name: "Arithmetic" },
  ];

  it("names each skill graded more than one level off, which way, to one decimal", () => {
    expect(tendencies(calibrate(script), skills)).toEqual(["You tend to grade Communication about 2.5 levels lower than editors"]);
    const high = calibrate([5, 5, 4].map((learner, n) => ({ skill: "structure", learner, editor: 3, at: minute(n) })));
    expect(tendencies(high, skills)).toEqual(["You tend to grade Structure about 1.7 levels higher than editors"]);
  });

  it("says nothing at exactly one level off, nor for a learner off both ways in turn", () => {
    const one = calibrate([{ skill: "structure", learner: 4, editor: 3, at: minute(0) }]);
    expect(tendencies(one, skills)).toEqual([]);
    const swinging = calibrate([1, 5, 1, 5].map((learner, n) => ({ skill: "arithmetic", learner, editor: 3, at: minute(n) })));
    expect(swinging[0]!.meanAbsoluteGap).toBe(2);
    expect(tendencies(swinging, skills)).toEqual([]);
  });
});
