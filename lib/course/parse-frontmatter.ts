/** What `parseFrontmatter` found: the fields and the body after them, or why the block could not be read. */
export type ParsedSource =
  | {
      ok: true;
      data: Record<string, string | number | boolean>;
      /** The line each field is on, for messages about it. */
      fieldLines: Record<string, number>;
      body: string;
      /** The line of the file on which the body starts. */
      bodyStartLine: number;
    }
  | { ok: false; error: string; line: number };

// Plain values that YAML would read as something else than the text written (null, a list, a comment...).
const NEEDS_QUOTES = /^[-?:,[\]{}#&*!|>'"%@`~]|^null$|: | #/i;

/**
 * Splits a lesson into its frontmatter and body. Reads the small subset of YAML lessons use (`key: value` lines,
 * plain or quoted strings, whole numbers, true/false) and refuses anything a full YAML parser would read differently.
 */
export function parseFrontmatter(source: string): ParsedSource {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---") {
    return { ok: false, line: 1, error: "the file must start with frontmatter: a line with ---, the fields, and ---" };
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) return { ok: false, line: 1, error: "the frontmatter is not closed: add a line with --- after it" };

  const data: Record<string, string | number | boolean> = {};
  const fieldLines: Record<string, number> = {};
  for (let index = 1; index < end; index++) {
    const text = lines[index] ?? "";
    const line = index + 1;
    if (!text.trim() || text.trimStart().startsWith("#")) continue;
    const field = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/.exec(text);
    if (!field?.[1]) return { ok: false, line, error: `expected "name: value", found "${text.trim()}"` };
    const [, key, raw = ""] = field;
    if (key in data) return { ok: false, line, error: `${key} appears twice` };
    const value = parseValue(raw.trim());
    if (typeof value === "object") return { ok: false, line, error: `${key}: ${value.error}` };
    data[key] = value;
    fieldLines[key] = line;
  }
  return { ok: true, data, fieldLines, body: lines.slice(end + 1).join("\n"), bodyStartLine: end + 2 };
}

function parseValue(raw: string): string | number | boolean | { error: string } {
  if (raw === "") return { error: "the value is missing" };
  if (raw.startsWith('"')) {
    const value = parseJsonString(raw);
    return value ?? { error: 'the double-quoted value is not closed properly (write \\" for a quote inside it)' };
  }
  if (raw.startsWith("'")) {
    const inner = raw.slice(1, -1);
    if (raw.length < 2 || !raw.endsWith("'") || inner.replace(/''/g, "").includes("'")) {
      return { error: "the single-quoted value is not closed properly (write '' for an apostrophe inside it)" };
    }
    return inner.replace(/''/g, "'");
  }
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (raw === "true" || raw === "false") return raw === "true";
  if (NEEDS_QUOTES.test(raw)) return { error: `put the value in double quotes: "${raw.replace(/"/g, '\\"')}"` };
  return raw;
}

function parseJsonString(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
