import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "@/lib/csv";

describe("toCsv", () => {
  it("writes a header and rows that read back as they were, quoting commas, quotes and line breaks", () => {
    const rows = [{ a: "plain", b: 'says "hi", twice\nthen stops' }, { a: "", b: null }];
    const csv = toCsv<{ a: string; b: string | null }>(["a", "b"], rows);
    expect(parseCsv(csv.trimEnd())).toEqual({ rows: [{ line: 1, fields: ["a", "b"] }, { line: 2, fields: ["plain", 'says "hi", twice\nthen stops'] }, { line: 4, fields: ["", ""] }] });
  });

  it("keeps a spreadsheet from running a comment as a formula", () => {
    expect(toCsv<{ c: string }>(["c"], [{ c: "=HYPERLINK(\"http://evil\")" }, { c: "+1" }, { c: "-2" }, { c: "@x" }])).toBe(
      'c\n"\'=HYPERLINK(""http://evil"")"\n\'+1\n\'-2\n\'@x\n',
    );
  });
});
