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
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can leave "//host" behind ("/.//evil.com"), which a browser reads as another site.
    return url.origin === base && !path.startsWith("//") ? path : WELCOME_PATH;
  } catch {
    return WELCOME_PATH;
  }
}
