import { isAuthError } from "@supabase/supabase-js";

type Log = (...args: unknown[]) => void;

/** An auth error as one line: its name, code and message. Anything else as it was. */
export function oneLine(value: unknown): unknown {
  if (!isAuthError(value)) return value;
  const code = "code" in value && value.code ? ` (${String(value.code)})` : "";
  return `${value.name}${code}: ${value.message}`;
}

/**
 * supabase-js logs every failed session refresh (a stale cookie, a token another tab already used, the auth server
 * briefly away) with console.warn or console.error and the whole stack: hundreds of lines for what is an ordinary
 * event, each already handled by signing the visitor out. This keeps the event, on one line, for the whole process.
 */
export function logAuthErrorsOnOneLine(target: { warn: Log; error: Log } = console): void {
  for (const level of ["warn", "error"] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(...args.map(oneLine));
  }
}
