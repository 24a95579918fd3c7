import type { z } from "zod";

/** One zod issue as a readable line that says where it is: `skills > #2 "Data literacy" > levels: ...`. */
export function formatIssue(issue: z.core.$ZodIssue, data?: unknown): string {
  let node = data;
  const where = issue.path.map((key) => {
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key !== "number") return String(key);
    const label = node !== null && typeof node === "object" ? labelOf(node as Record<string, unknown>) : undefined;
    return label ? `#${key + 1} "${label}"` : `#${key + 1}`;
  });
  return where.length ? `${where.join(" > ")}: ${issue.message}` : issue.message;
}

/** Every issue of a zod error as readable lines (see `formatIssue`); `data` is what was parsed, to name entries. */
export function formatIssues(error: z.ZodError, data?: unknown): string[] {
  return error.issues.map((issue) => formatIssue(issue, data));
}

function labelOf(entry: Record<string, unknown>): string | undefined {
  const label = entry.term ?? entry.name;
  return typeof label === "string" ? label : undefined;
}
