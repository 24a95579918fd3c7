import { z } from "zod";

/** An email as the membership list stores it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const memberEmail = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().max(254, "longer than 254 characters").pipe(z.email("not an email address")));

/** The reason an email is refused, or null when it can go on the list. */
export function emailProblem(value: string): string | null {
  const parsed = memberEmail.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "not an email address");
}
