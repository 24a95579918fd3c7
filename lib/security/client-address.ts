import { isIP } from "node:net";

/**
 * The visitor's own address, from the header the operator's proxy or host sets (TRUSTED_CLIENT_IP_HEADER, e.g.
 * `x-forwarded-for`, `cf-connecting-ip` or `x-real-ip`), or null when none is configured or it holds no address.
 * Never guessed from headers nobody configured: a visitor can send any header, so only the one the operator's own
 * proxy overwrites can be believed. In X-Forwarded-For that proxy appends the address it saw, so the last entry is
 * the one it vouches for.
 */
export function clientAddress(headers: Headers, header = process.env.TRUSTED_CLIENT_IP_HEADER): string | null {
  if (!header) return null;
  const value = headers.get(header);
  if (!value) return null;
  const entries = value.split(",").map((entry) => entry.trim());
  const candidate = header.toLowerCase() === "x-forwarded-for" ? entries.at(-1) : entries[0];
  return candidate && isIP(candidate) ? candidate : null;
}
