import { describe, expect, it } from "vitest";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";

describe("parseFrontmatter", () => {
  it("reads plain, quoted and numeric values and returns the body after the block", () => {
    const source = [
      "---",
      "title: Answering \"why this company?\"",
      'description: "Quoted: with a colon."',
      "note: 'It''s fine'",
      "minutes: 10",
      "draft: false",
      "---",
      "",
      "## Start",
    ].join("\n");
    expect(parseFrontmatter(source)).toEqual({
      ok: true,
      data: {
        title: 'Answering "why this company?"',
        description: "Quoted: with a colon.",
        note: "It's fine",
        minutes: 10,
        draft: false,
      },
      fieldLines: { title: 2, description: 3, note: 4, minutes: 5, draft: 6 },
      body: "\n## Start",
      bodyStartLine: 8,
    });
  });

  it("accepts Windows line endings", () => {
    const parsed = parseFrontmatter("---\r\ntitle: Hi\r\n---\r\nBody");
    expect(parsed).toMatchObject({ ok: true, data: { title: "Hi" }, body: "Body" });
  });

  it("refuses a file without frontmatter", () => {
    expect(parseFrontmatter("## Just a body")).toMatchObject({ ok: false, line: 1 });
  });

  it("refuses frontmatter that is never closed", () => {
    expect(parseFrontmatter("---\ntitle: Hi\n\n## Body")).toMatchObject({ ok: false, error: expect.stringMatching(/not closed/) });
  });

  it("asks for quotes where YAML would read a plain value differently", () => {
    for (const value of ["Metrics: a guide", "Price #1", "- a list item", "[a, b]", "null"]) {
      expect(parseFrontmatter(`---\ntitle: ${value}\n---\n`)).toMatchObject({
        ok: false,
        line: 2,
        error: expect.stringMatching(/double quotes/),
      });
    }
  });

  it("refuses a line that is not a field, a field given twice and a value left empty", () => {
    expect(parseFrontmatter("---\njust words\n---\n")).toMatchObject({ ok: false, line: 2 });
    expect(parseFrontmatter("---\ntitle: A\ntitle: B\n---\n")).toMatchObject({ ok: false, line: 3, error: "title appears twice" });
    expect(parseFrontmatter("---\ntitle:\n---\n")).toMatchObject({ ok: false, error: "title: the value is missing" });
  });

  it("refuses an unclosed quoted value", () => {
    expect(parseFrontmatter('---\ntitle: "Open\n---\n')).toMatchObject({ ok: false, line: 2 });
    expect(parseFrontmatter("---\ntitle: 'Open\n---\n")).toMatchObject({ ok: false, line: 2 });
  });
});
