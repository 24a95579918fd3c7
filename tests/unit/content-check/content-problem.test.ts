import { describe, expect, it } from "vitest";
import { formatProblems } from "@/lib/content-check/content-problem";

describe("formatProblems", () => {
  it("prints each problem with its file, line and fix, sorted by file and line", () => {
    const report = formatProblems([
      { file: "content/intro/welcome.mdx", line: 12, message: "Second.", fix: "Fix two." },
      { file: "content/data/glossary.json", message: "First.", fix: "Fix one." },
      { file: "content/intro/welcome.mdx", line: 3, message: "Between.", fix: "Fix between." },
    ]);
    expect(report).toBe(
      [
        "content/data/glossary.json\n  First.\n  Fix: Fix one.",
        "content/intro/welcome.mdx:3\n  Between.\n  Fix: Fix between.",
        "content/intro/welcome.mdx:12\n  Second.\n  Fix: Fix two.",
      ].join("\n\n"),
    );
  });
});
