/** Headers on every response of the site (next.config.ts), the static files included. */
export const staticSecurityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
];

/** The caching of anything of a member's (a page, an answer, a file): kept by no shared cache and not stored by the browser. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Two years, subdomains included; no preload, which only the operator can decide on (hstspreload.org). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Whether this request is to the production site over https: only then are the session cookies Secure and HSTS
 * sent, so `npm start` and the tests on http://localhost keep working and never pin localhost to https. Hosts that
 * end TLS in front of Node say so in X-Forwarded-Proto, which Next also sets itself when it is absent.
 */
export function isSecureRequest(headers: Headers): boolean {
  const protocol = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return process.env.NODE_ENV === "production" && protocol === "https";
}
