import { WELCOME_PATH } from "@/lib/site-config";

/**
 * The destination after sign-in: only a same-origin relative path ("/x", not "//host" or "/\host"), so a
 * crafted link cannot send a member to another site. Anything else lands on the welcome lesson.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return WELCOME_PATH;
  try {
    const base = "http://same.origin";
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : WELCOME_PATH;
  } catch {
    return WELCOME_PATH;
  }
}
