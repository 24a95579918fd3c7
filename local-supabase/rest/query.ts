import { RestError } from "./errors";

/** Quotes an identifier for SQL; any text is safe once quoted, and Postgres then says whether it exists. */
export function ident(name: string): string {
  if (name.length === 0 || name.includes("\0")) throw new RestError(400, "PGRST100", `"${name}" is not a valid name`);
  return `"${name.replace(/"/g, '""')}"`;
}

/** Query parameters that are never filters (PostgREST's reserved names). */
export const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

function parseError(message: string, details: string): RestError {
  return new RestError(400, "PGRST100", message, details);
}

/** Splits a list on commas outside double quotes, so a quoted name may hold commas. */
export function splitOutsideQuotes(list: string): string[] {
  const items: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (quoted && char === "\\" && i + 1 < list.length) {
      current += char + list[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === "," && !quoted) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items;
}

/**
 * Reads a double-quoted name at the start of `text` as PostgREST's pQuotedValue does (a backslash takes the next
 * character as it is): the name and what follows it, or null when `text` does not start with a complete one.
 */
function quotedName(text: string): { name: string; rest: string } | null {
  if (!text.startsWith('"')) return null;
  let name = "";
  for (let i = 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\" && i + 1 < text.length) name += text[++i];
    else if (char === '"') return { name, rest: text.slice(i + 1) };
    else name += char;
  }
  return null;
}

/**
 * A column name in `select`, a filter, `order`, `columns` or `on_conflict`: "double quoted" (for names with spaces,
 * commas or dots, as `"column whitespace"`) or bare. Null when a quoted name is malformed or has text after it.
 */
export function fieldName(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('"')) return text;
  const quoted = quotedName(text);
  return quoted && quoted.rest.trim() === "" ? quoted.name : null;
}

/** `select=a,"b c"` (whitespace outside quotes removed by the client) → qualified column list; `*` or nothing selects all. */
export function selectList(table: string, select: string | null): string {
  const raw = (select ?? "*").trim();
  if (raw === "" || raw === "*") return `${ident(table)}.*`;
  return splitOutsideQuotes(raw)
    .map((column) => {
      const item = column.trim();
      if (item === "*") return `${ident(table)}.*`;
      const name = fieldName(item);
      // Embedding, casts, aliases and JSON paths (outside quotes) are not supported: refused, never ignored.
      if (name === null || name === "" || (!item.startsWith('"') && !/^[^()!:.]+$/.test(item))) {
        throw parseError(`"failed to parse select parameter (${raw})"`, `unexpected "${item}"`);
      }
      return `${ident(table)}.${ident(name)}`;
    })
    .join(", ");
}

function splitInList(list: string): string[] {
  const values: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of list) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      values.push(current);
      current = "";
    } else current += char;
  }
  values.push(current);
  return values;
}

/** Turns `col=op.value` query parameters into a WHERE clause with bound parameters (eq, neq, gt, gte, lt, lte, is, in). */
export function whereClause(table: string, params: URLSearchParams, values: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, expression] of params) {
    if (RESERVED.has(key)) continue;
    const column = fieldName(key);
    if (column === null) throw parseError(`"failed to parse filter (${key})"`, "unexpected end of input expecting '\"'");
    const dot = expression.indexOf(".");
    const negated = expression.startsWith("not.");
    const rest = negated ? expression.slice(4) : expression;
    const opEnd = negated ? rest.indexOf(".") : dot;
    if (opEnd < 0) throw parseError(`"failed to parse filter (${expression})"`, "unexpected end of input");
    const op = rest.slice(0, opEnd);
    const value = rest.slice(opEnd + 1);
    const target = `${ident(table)}.${ident(column)}`;
    const bind = (v: unknown) => {
      values.push(v);
      return `$${values.length}`;
    };
    let condition: string;
    const comparison = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" }[op];
    if (comparison) {
      condition = `${target} ${comparison} ${bind(value)}`;
    } else if (op === "is") {
      const literal = { null: "null", true: "true", false: "false", unknown: "unknown" }[value.toLowerCase()];
      if (!literal) throw parseError(`"failed to parse filter (${expression})"`, `unexpected "${value}" expecting null, true, false or unknown`);
      condition = `${target} is ${literal}`;
    } else if (op === "in") {
      if (!value.startsWith("(") || !value.endsWith(")")) {
        throw parseError(`"failed to parse filter (${expression})"`, 'expecting "("');
      }
      const items = splitInList(value.slice(1, -1));
      condition = `${target} in (${items.map(bind).join(", ")})`;
    } else {
      throw parseError(`"failed to parse filter (${expression})"`, `unknown operator "${op}"`);
    }
    conditions.push(negated ? `not (${condition})` : condition);
  }
  return conditions.length ? ` where ${conditions.join(" and ")}` : "";
}

/** `order=a.desc,b.asc.nullsfirst` → an ORDER BY clause; PostgREST's default direction is ascending. */
export function orderClause(table: string, params: URLSearchParams): string {
  const raw = params.get("order");
  if (raw === null) return "";
  const terms = splitOutsideQuotes(raw).map((term) => {
    const text = term.trim();
    const quoted = quotedName(text);
    // A quoted column may hold dots; the modifiers follow it.
    const [column = "", ...modifiers] = quoted ? [quoted.name, ...(quoted.rest ? quoted.rest.replace(/^\./, "").split(".") : [])] : text.split(".");
    if (quoted && quoted.rest && !quoted.rest.startsWith(".")) {
      throw parseError(`"failed to parse order (${raw})"`, 'expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
    const direction = modifiers[0] === "asc" || modifiers[0] === "desc" ? modifiers.shift()! : "asc";
    const nulls = modifiers[0] === "nullsfirst" || modifiers[0] === "nullslast" ? modifiers.shift()!.slice(5) : null;
    if (!column || modifiers.length > 0) {
      throw parseError(`"failed to parse order (${raw})"`, 'expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
    return `${ident(table)}.${ident(column)} ${direction}${nulls ? ` nulls ${nulls}` : ""}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** `limit` and `offset` as non-negative integers, or nothing. */
export function paging(params: URLSearchParams): string {
  let sql = "";
  for (const name of ["limit", "offset"] as const) {
    const raw = params.get(name);
    if (raw === null) continue;
    if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`, "expecting a non-negative integer");
    sql += ` ${name} ${raw}`;
  }
  return sql;
}

export interface Preferences {
  returnMode: "minimal" | "representation" | "headers-only";
  rollback: boolean;
  /** `resolution=merge-duplicates` or `ignore-duplicates`: an insert becomes an upsert (see rest/insert.ts). */
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
}

/** Reads the `Prefer` header (several preferences joined by commas, or several headers). */
export function preferences(header: string | string[] | undefined): Preferences {
  const items = [header ?? ""].flat().join(",").split(",").map((item) => item.trim());
  const returnItem = items.find((item) => item.startsWith("return="));
  const returnMode = returnItem === "return=representation" ? "representation" : returnItem === "return=headers-only" ? "headers-only" : "minimal";
  // Like PostgREST, the first value it knows wins and unknown ones are ignored.
  const resolution = items.find((item) => item === "resolution=merge-duplicates" || item === "resolution=ignore-duplicates");
  return {
    returnMode,
    rollback: items.includes("tx=rollback"),
    resolution: resolution ? (resolution.slice("resolution=".length) as Preferences["resolution"]) : null,
  };
}
