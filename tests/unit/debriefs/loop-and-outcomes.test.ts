import { describe, expect, it } from "vitest";
import { reportedLabel, reportedQuestions, reportedRecently } from "@/lib/debriefs/bank-reports";
import { escapeHtml, guideReportsHtml } from "@/lib/debriefs/guide-html";
import { loopSummary } from "@/lib/debriefs/loop-summary";
import { currentMonth, monthLabel, monthsBefore, monthsBetween } from "@/lib/debriefs/months";
import { areaUnderCurve, outcomeFigures, type ReadinessOutcome } from "@/lib/debriefs/outcome-figures";

describe("the loop summary", () => {
  it("lists the rounds in a loop's usual order, not by count, with each one's reports and newest month", () => {
    const summary = loopSummary(
      [
        { roundType: "behavioural", month: "2026-09" },
        { roundType: "product-sense", month: "2026-05" },
        { roundType: "recruiter-screen", month: "2026-10" },
        { roundType: "product-sense", month: "2026-11" },
        { roundType: "product-sense", month: "2026-02" },
      ],
      "2026-12",
    );
    expect(summary.rounds).toEqual([
      { roundType: "recruiter-screen", reports: 1, newest: "2026-10" },
      { roundType: "product-sense", reports: 3, newest: "2026-11" },
      { roundType: "behavioural", reports: 1, newest: "2026-09" },
    ]);
    expect(summary).toMatchObject({ recent: 5, enough: true });
  });

  it("needs three reports from the last 12 months: older ones count in the rounds but not towards the three", () => {
    const two = loopSummary([{ roundType: "estimation", month: "2026-12" }, { roundType: "estimation", month: "2026-01" }, { roundType: "technical", month: "2025-12" }], "2026-12");
    expect(two).toMatchObject({ recent: 2, enough: false });
    expect(two.rounds).toHaveLength(2);
    expect(loopSummary([{ roundType: "estimation", month: "2026-12" }, { roundType: "estimation", month: "2026-01" }, { roundType: "technical", month: "2026-06" }], "2026-12").enough).toBe(true);
    expect(loopSummary([], "2026-12")).toEqual({ rounds: [], recent: 0, enough: false });
  });
});

describe("the readiness-outcome figures", () => {
  it("computes the area under the ROC curve as a hand-counted table gives it", () => {
    // Passed: 80, 60, 60. Not passed: 60, 40. Pairs (3 × 2 = 6): 80>60 1, 80>40 1, 60=60 ½, 60>40 1, 60=60 ½, 60>40 1 = 5 of 6.
    const rows = [80, 60, 60].map((readiness) => ({ readiness, passed: true })).concat([60, 40].map((readiness) => ({ readiness, passed: false })));
    expect(areaUnderCurve(rows)).toBeCloseTo(5 / 6, 10);
    expect(areaUnderCurve([{ readiness: 10, passed: true }, { readiness: 90, passed: false }])).toBe(0);
    expect(areaUnderCurve([{ readiness: 10, passed: true }])).toBeNull();
  });

  it("gives the share who moved on by band, counts an offer as passing, leaves out unknown outcomes and missing readiness, and says too early below 50", () => {
    const reports: ReadinessOutcome[] = [
      { roundType: "estimation", readiness: 20, outcome: "rejected" },
      { roundType: "estimation", readiness: 30, outcome: "moved-on" },
      { roundType: "estimation", readiness: 85, outcome: "offer" },
      { roundType: "estimation", readiness: 50, outcome: "rejected" },
      { roundType: "estimation", readiness: 85, outcome: "unknown" },
      { roundType: "estimation", readiness: null, outcome: "moved-on" },
      { roundType: "technical", readiness: 50, outcome: "rejected" },
    ];
    const [estimation, technical] = outcomeFigures(reports);
    expect(estimation).toMatchObject({ roundType: "estimation", outcomes: 4, tooEarly: true, auc: 0.75 });
    // Passed 30 and 85, not passed 20 and 50: 30>20, 30<50, 85>20, 85>50 is 3 of 4.
    expect(estimation!.bands.map((band) => [band.outcomes, band.movedOn])).toEqual([[2, 0.5], [1, 0], [0, null], [1, 1]]);
    expect(technical).toMatchObject({ outcomes: 1, auc: null });
    const fifty = Array.from({ length: 50 }, (_, i): ReadinessOutcome => ({ roundType: "analytical", readiness: i * 2, outcome: i >= 25 ? "moved-on" : "rejected" }));
    expect(outcomeFigures(fifty)[0]).toMatchObject({ outcomes: 50, tooEarly: false, auc: 1 });
  });
});

describe("reports in the bank", () => {
  it("groups links by question with the newest month first, and labels them as the bank shows them", () => {
    const reported = reportedQuestions([
      { questionId: "q", company: "swiggy", month: "2026-08" },
      { questionId: "q", company: "swiggy", month: "2026-10" },
      { questionId: "r", company: "zepto", month: "2026-01" },
      { questionId: "r", company: "Ola", month: "2026-03" },
    ]);
    expect(reportedLabel(reported.get("q")!)).toBe("Reported at Swiggy, Oct 2026 (2 reports)");
    expect(reportedLabel(reported.get("r")!)).toBe("Reported at Ola and Zepto, Mar 2026 (2 reports)");
    expect(reportedRecently(reported.get("q"), "2027-03")).toBe(true);
    expect(reportedRecently(reported.get("q"), "2027-04")).toBe(false);
    expect(reportedRecently(undefined, "2027-04")).toBe(false);
  });
});

describe("months and the guide's part", () => {
  it("counts months across years and reads them in India's calendar", () => {
    expect(monthsBetween("2025-12", "2026-02")).toBe(2);
    expect(monthsBefore("2026-03", 3)).toBe("2025-12");
    expect(monthLabel("2026-10-01")).toBe("Oct 2026");
    // 31 Dec 2026, 20:00 UTC is already January in India.
    expect(currentMonth(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01");
  });

  it("shows members' markup as text and says so when too few reports make no loop", () => {
    const report = { id: "1", company: "swiggy", level: "pm", roundType: "product-sense", month: "2026-10", format: "video", minutes: 45, questions: ["<img src=x onerror=alert(1)>"], outcome: "moved-on", tip: "Be \"brief\" & <b>calm</b>" } as const;
    const html = guideReportsHtml("Swiggy", loopSummary([{ roundType: "product-sense", month: "2026-10" }], "2026-12"), [{ ...report, questions: [...report.questions] }]);
    expect(html).not.toContain("<img");
    expect(html).toContain(escapeHtml("<img src=x onerror=alert(1)>"));
    expect(html).toContain("Tip: Be &quot;brief&quot; &amp; &lt;b&gt;calm&lt;/b&gt;");
    expect(html).toContain("Only 1 member has reported a Swiggy round from the last 12 months: too few to show a loop (it takes 3).");
    expect(html).toContain("Oct 2026 · PM · Product sense · Video · 45 min · Moved on");
  });
});
