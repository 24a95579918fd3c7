import { RestError } from "./errors";

/** Quotes an identifier for SQL; any text is safe once quoted, and Postgres then says whether it exists. */
export function ident(name: string): string {
  if (name.length === 0 || name.includes("\0")) throw new RestError(400, "PGRST100", `"${name}" is not a valid name`);
  return `"${name.replace(/"/g, '""')}"`;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns"]);

function parseError(message: string, details: string): RestError {
  return new RestError(400, "PGRST100", message, details);
}

/** `select=a,b` (whitespace removed by the client) → qualified column list; `*` or nothing selects all. */
export function selectList(table: string, select: string | null): string {
  const raw = (select ?? "*").trim();
  if (raw === "" || raw === "*") return `${ident(table)}.*`;
  return raw
    .split(",")
    .map((column) => {
      const name = column.trim();
      if (name === "*") return `${ident(table)}.*`;
      if (!/^[^()!:.]+$/.test(name)) throw parseError(`"failed to parse select parameter (${raw})"`, `unexpected "${name}"`);
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
  for (const [column, expression] of params) {
    if (RESERVED.has(column)) continue;
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
  const terms = raw.split(",").map((term) => {
    const [column = "", ...modifiers] = term.trim().split(".");
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
}

/** Reads the `Prefer` header (several preferences joined by commas). */
export function preferences(header: string | string[] | undefined): Preferences {
  const items = [header ?? ""].flat().join(",").split(",").map((item) => item.trim());
  const returnItem = items.find((item) => item.startsWith("return="));
  const returnMode = returnItem === "return=representation" ? "representation" : returnItem === "return=headers-only" ? "headers-only" : "minimal";
  return { returnMode, rollback: items.includes("tx=rollback") };
}
