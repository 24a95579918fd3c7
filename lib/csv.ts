/**
 * Splits CSV text into rows of fields (RFC 4180: fields in double quotes may hold commas, line breaks and "" for a
 * quote; lines end in LF or CRLF; a leading byte-order mark is dropped). Each row keeps the line it started on, for
 * messages. Returns an error for a quote left open, the one thing that makes the rest of the file unreadable.
 */
export function parseCsv(text: string): { rows: { line: number; fields: string[] }[] } | { error: string } {
  const rows: { line: number; fields: string[] }[] = [];
  const source = text.replace(/^\uFEFF/, "");
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  const endRow = () => {
    fields.push(field);
    rows.push({ line: rowLine, fields });
    [fields, field] = [[], ""];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field.trim() === "") {
      [quoted, field, quoteLine] = [true, "", line];
    } else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) return { error: `line ${quoteLine}: a quoted field is never closed` };
  if (field !== "" || fields.length) endRow();
  return { rows };
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A CSV file, header first: one line per row of `columns`. Cells starting =, +, - or @ are quoted with a ' so a
 * spreadsheet shows them as text instead of running them as formulas. */
export function toCsv<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? "" : String(value);
    return csvField(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  };
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(","))].join("\n") + "\n";
}
