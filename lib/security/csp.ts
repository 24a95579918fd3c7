import { EARLY_INPUT_SCRIPT_SOURCE } from "../early-input/early-input-script";
import { THEME_SCRIPT_SOURCE } from "../theme/theme-script";

/**
 * How a page's own inline scripts and styles are allowed: a page rendered for the request carries a nonce, new for
 * every request; a page prepared at build carries none, and its inline scripts and styles are allowed by their hashes.
 */
export type PageInline = { nonce: string } | PreparedInline;
export interface PreparedInline {
  /** SHA-256 of each inline script and style element's text, base64. */
  scripts: string[];
  styles: string[];
}

/** What a page's Content-Security-Policy is built from. */
export interface CspSources {
  inline: PageInline;
  /** The Supabase project: the no-script Google sign-in is a form post that the server redirects there. */
  supabaseUrl: string;
  /** The lesson image host of the site config, or "" for local images only. */
  imageHost: string;
  /** `next dev` needs eval for its error overlay and inline styles for its hot reloading. */
  dev: boolean;
}

/** A nonce for one response: random, and valid base64 as CSP's nonce-source wants. */
export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString("base64");
}

const hashSources = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`);

/**
 * The site's Content-Security-Policy: its own scripts (on a page rendered per request Next marks each with the nonce
 * and 'strict-dynamic' lets them load the chunks and the analytics script they add; on a page prepared at build the
 * site's own files and the page's inline scripts by hash), the theme and early-input scripts by hash, its own styles,
 * images from itself, data: URLs and the image host, requests to itself only (analytics posts to /_vercel/insights on
 * the same origin), forms that post to itself or go on to Google sign-in, and no framing. Everything else is refused.
 */
export function contentSecurityPolicy({ inline, supabaseUrl, imageHost, dev }: CspSources): string {
  const ownInline = "nonce" in inline ? { scripts: [`'nonce-${inline.nonce}'`, "'strict-dynamic'"], styles: [`'nonce-${inline.nonce}'`] } : { scripts: hashSources(inline.scripts), styles: hashSources(inline.styles) };
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...ownInline.scripts, THEME_SCRIPT_SOURCE, EARLY_INPUT_SCRIPT_SOURCE, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", ...(dev ? ["'unsafe-inline'"] : ownInline.styles)],
    "img-src": ["'self'", "data:", ...(imageHost ? [`https://${imageHost}`] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // Chromium checks every redirect of a form post against form-action: POST /login -> Supabase -> Google.
    "form-action": ["'self'", new URL(supabaseUrl).origin, "https://accounts.google.com"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The policy of the files under public/lessons/ (next.config.ts). As images in a lesson they are not bound by it;
 * it applies when someone opens a file's address directly, where an SVG is a document that could run scripts on the
 * site's origin: nothing may load but its own inline styles and data: images, and scripts are sandboxed off.
 */
export const LESSON_FILE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";
