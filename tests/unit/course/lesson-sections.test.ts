import { describe, expect, it } from "vitest";
import { lessonSections, plainText } from "@/lib/course/lesson-sections";

describe("lessonSections", () => {
  it("cuts a lesson at its headings, with the anchors the page gives them, repeated headings numbered", () => {
    const body = "Opening words.\n\n## Step 1: Clarify\n\nAsk **two** questions.\n\n### Example\n\nOne.\n\n## Example\n\nTwo.\n\n## 1. Segments\n\n1. First.\n";
    expect(lessonSections(body)).toEqual([
      { heading: "", id: null, level: 1, text: "Opening words." },
      { heading: "Step 1: Clarify", id: "step-1-clarify", level: 2, text: "Ask two questions." },
      { heading: "Example", id: "example", level: 3, text: "One." },
      { heading: "Example", id: "example-1", level: 2, text: "Two." },
      { heading: "1. Segments", id: "1-segments", level: 2, text: "First." },
    ]);
  });

  it("keeps the words a reader sees: link text, table cells, a callout's title, a figure's alt text", () => {
    const mdx = '<Callout kind="tip" title="Round numbers">\nSee [the strategies](/dashboard/estimation/strategies).\n</Callout>\n\n| A | B |\n| --- | --- |\n| one | two |\n\n<Figure src="/x.svg" alt="A tree" />';
    expect(plainText(mdx)).toBe("Round numbers See the strategies. A B one two A tree");
  });
});
