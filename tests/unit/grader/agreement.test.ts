import { describe, expect, it } from "vitest";
import { agreementOf, gate, MIN_SAMPLES, type GradedSample, type Measurement } from "@/lib/grader/agreement";

const graded = (count: number, grader: (editor: number, index: number) => number | null): GradedSample[] =>
  Array.from({ length: count }, (_, index) => {
    const editor = (index % 5) + 1;
    return { ref: `q#${index}`, editor: { a: editor, b: 6 - editor }, grader: { a: grader(editor, index), b: grader(6 - editor, index) } };
  });

const measured = (samples: GradedSample[], model = "m"): Measurement => ({ ...agreementOf(samples), model, measuredAt: "2026-12-13T00:00:00Z" });

describe("agreement with the editors", () => {
  it("is a kappa of 1 per skill and overall when the grader matches every score", () => {
    const figures = agreementOf(graded(30, (editor) => editor));
    expect(figures).toEqual({ samples: 30, scores: 60, kappa: 1, kappaBySkill: { a: 1, b: 1 }, abstentionRate: 0 });
  });

  it("leaves abstentions out of the kappa and counts them in the abstention rate", () => {
    const figures = agreementOf(graded(10, (editor, index) => (index % 2 === 0 ? null : editor)));
    expect(figures.scores).toBe(10);
    expect(figures.abstentionRate).toBe(0.5);
    expect(figures.kappa).toBe(1);
  });

  it("falls as the grader drifts from the editors", () => {
    const close = agreementOf(graded(30, (editor, index) => (index % 3 === 0 ? Math.min(5, editor + 1) : editor))).kappa!;
    const far = agreementOf(graded(30, (editor) => 6 - editor)).kappa!;
    expect(close).toBeGreaterThan(0.7);
    expect(close).toBeLessThan(1);
    expect(far).toBeLessThan(0);
  });
});

describe("the gate", () => {
  const good = graded(MIN_SAMPLES, (editor) => editor);

  it("opens at a kappa of at least 0.70 on at least 30 samples, measured with the model set now", () => {
    expect(gate(measured(good), "m")).toEqual({ open: true });
    expect(gate({ ...measured(good), kappa: 0.7 }, "m")).toEqual({ open: true });
  });

  it("stays closed, and says why, below 0.70, under 30 samples, for another model or unmeasured", () => {
    expect(gate({ ...measured(good), kappa: 0.69 }, "m")).toEqual({ open: false, reason: "Its kappa of 0.69 is below 0.70." });
    expect(gate(measured(graded(29, (editor) => editor)), "m")).toEqual({ open: false, reason: "Measured on 29 samples; it needs at least 30." });
    expect(gate(measured(good), "other")).toMatchObject({ open: false, reason: expect.stringContaining("Measured with m, not other") });
    expect(gate(null, "m")).toMatchObject({ open: false, reason: expect.stringContaining("npm run grader:agreement") });
    expect(gate({ ...measured(good), kappa: null }, "m")).toMatchObject({ open: false });
  });
});
