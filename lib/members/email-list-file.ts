import { emailProblem, memberEmail } from "./member-email";
import { parseCsv } from "@/lib/csv";

/** At most this many rows per import: a buyer list of a year fits, and one call stays well under a megabyte. */
export const MAX_IMPORT_ROWS = 10_000;
/** The largest file the admin page takes (under the 1 MB a server action may receive); 10,000 emails fit. */
export const MAX_IMPORT_BYTES = 500_000;

export interface Refusal {
  line: number;
  value: string;
  reason: string;
}

export interface EmailList {
  /** Every email of the file, normalised, each once. */
  emails: string[];
  refusals: Refusal[];
}

/**
 * Reads a file of emails: one email per row, or a header row with an `email` column (any case, any position; the
 * other columns are ignored). Blank rows are skipped and an email repeated is kept once. Every bad row is reported
 * with its line, so the caller can refuse the whole file before adding anything.
 */
export function readEmailList(text: string): EmailList {
  const parsed = parseCsv(text);
  if ("error" in parsed) return { emails: [], refusals: [{ line: 0, value: "", reason: parsed.error }] };
  const rows = parsed.rows.filter((row) => row.fields.some((field) => field.trim() !== ""));
  const refusals: Refusal[] = [];
  if (rows.length > MAX_IMPORT_ROWS) {
    return { emails: [], refusals: [{ line: rows[MAX_IMPORT_ROWS]!.line, value: "", reason: `more than ${MAX_IMPORT_ROWS} rows: split the file` }] };
  }
  const header = rows[0]?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const column = header.indexOf("email");
  const body = column >= 0 ? rows.slice(1) : rows;
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    const filled = fields.filter((field) => field.trim() !== "");
    if (column < 0 && filled.length > 1) {
      refusals.push({ line, value: fields.join(","), reason: "several values on one row and no email column in the first row" });
      continue;
    }
    const value = column >= 0 ? (fields[column] ?? "") : filled[0]!;
    const problem = value.trim() === "" ? "no email in the email column" : emailProblem(value);
    if (problem) {
      refusals.push({ line, value: value.trim(), reason: problem });
      continue;
    }
    seen.add(memberEmail.parse(value));
  }
  if (!refusals.length && !seen.size) refusals.push({ line: 0, value: "", reason: "the file holds no email" });
  return { emails: [...seen], refusals };
}
