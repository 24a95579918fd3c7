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

describe("parseCsv", () => {
  it("splits rows and fields, with quotes holding commas, quotes and line breaks, LF or CRLF, and a BOM", () => {
    expect(parseCsv('\uFEFFemail,name\r\n"a@x.in","Rao, ""Ravi"""\nb@x.in,"two\nlines"\n')).toEqual({
      rows: [
        { line: 1, fields: ["email", "name"] },
        { line: 2, fields: ["a@x.in", 'Rao, "Ravi"'] },
        { line: 3, fields: ["b@x.in", "two\nlines"] },
      ],
    });
  });

  it("keeps a last row without a line break, and says where a quote is left open", () => {
    expect(parseCsv("a@x.in\nb@x.in")).toEqual({ rows: [{ line: 1, fields: ["a@x.in"] }, { line: 2, fields: ["b@x.in"] }] });
    expect(parseCsv('a@x.in\n"b@x.in\nc@x.in')).toEqual({ error: "line 2: a quoted field is never closed" });
  });
});
