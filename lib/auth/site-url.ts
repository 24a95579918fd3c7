import "server-only";

/**
 * The site's own address, where auth emails and Google send the browser back: only ever from the configuration, never
 * from the request (its Origin or Host are the sender's to choose, and the auth server accepts any loopback address).
 * `SITE_URL` when set; on Vercel, the project's production domain; else this machine's `npm start` port.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim() || (env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : "");
  if (!configured) return `http://localhost:${env.PORT || "3000"}`;
  const url = new URL(configured);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`SITE_URL must be an http(s) address, not ${configured}`);
  return url.origin;
}

/** The auth return address, with the screen to go on to after it. */
export function authCallbackUrl(next?: string): string {
  const url = new URL("/auth/callback", siteUrl());
  if (next) url.searchParams.set("next", next);
  return url.toString();
}
