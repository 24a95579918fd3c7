import { createHash } from "node:crypto";
import { THEME_COOKIE } from "./theme";

/**
 * Runs in <head> before the first paint: puts the theme of the cookie on <html>. Lesson pages are prepared once for
 * every member, so the server cannot write a member's theme into them; the Content-Security-Policy allows this
 * script by its hash (lib/security/csp.ts).
 */
export const THEME_SCRIPT = `(function(){var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/);if(m)document.documentElement.dataset.theme=m[1]})()`;

/** The CSP source that allows THEME_SCRIPT, and nothing else. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;
