import { describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, readEmailList } from "@/lib/members/email-list-file";

describe("readEmailList", () => {
  it("reads one email per row, trimmed and lower-cased, each once, skipping blank rows", () => {
    expect(readEmailList("  Asha@Example.com \n\nravi@example.com\r\nasha@example.com\n")).toEqual({ emails: ["asha@example.com", "ravi@example.com"], refusals: [] });
  });

  it("reads the email column of a file with a header row, wherever it is", () => {
    expect(readEmailList('name,EMAIL,paid\n"Rao, Ravi",Ravi@Example.com,yes\nAsha,asha@example.com,\n')).toEqual({
      emails: ["ravi@example.com", "asha@example.com"],
      refusals: [],
    });
  });

  it("refuses every bad row with its line and reason", () => {
    const text = ["email,name", "good@example.com,Good", "not-an-email,Bad", ",Empty", `${"a".repeat(250)}@x.in,Long`, "two@@example.com,Bad"].join("\n");
    expect(readEmailList(text).refusals).toEqual([
      { line: 3, value: "not-an-email", reason: "not an email address" },
      { line: 4, value: "", reason: "no email in the email column" },
      { line: 5, value: `${"a".repeat(250)}@x.in`, reason: "longer than 254 characters" },
      { line: 6, value: "two@@example.com", reason: "not an email address" },
    ]);
  });

  it("refuses rows with several values when no column is named email, an empty file and a huge one", () => {
    expect(readEmailList("a@x.in,b@x.in\n").refusals).toEqual([{ line: 1, value: "a@x.in,b@x.in", reason: "several values on one row and no email column in the first row" }]);
    expect(readEmailList("\n \n").refusals).toEqual([{ line: 0, value: "", reason: "the file holds no email" }]);
    const huge = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `m${i}@x.in`).join("\n");
    expect(readEmailList(huge)).toEqual({ emails: [], refusals: [{ line: MAX_IMPORT_ROWS + 1, value: "", reason: `more than ${MAX_IMPORT_ROWS} rows: split the file` }] });
  });
});
