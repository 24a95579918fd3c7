import { isIP } from "node:net";

/**
 * The header the app's own server (scripts/serve.ts, run by `npm start`) writes with the socket's peer address on
 * every request, after dropping whatever a visitor sent under that name.
 */
export const PEER_ADDRESS_HEADER = "x-app-peer-address";

/**
 * Set by that server in its own process, so the header is believed only where it is known to be written. Under a
 * plain `next start` nobody overwrites it, and a visitor could name any address in it.
 */
export const PEER_ADDRESS_ENV = "APP_SERVER_WRITES_PEER_ADDRESS";

/**
 * The visitor's own address. Behind a proxy, from the header the operator's proxy sets (TRUSTED_CLIENT_IP_HEADER,
 * e.g. `x-forwarded-for`, `cf-connecting-ip` or `x-real-ip`); in X-Forwarded-For that proxy appends the address it
 * saw, so the last entry is the one it vouches for. Without one, the address the server's socket sees (the peer
 * header above), never X-Forwarded-For: Next keeps a visitor's own X-Forwarded-For and only fills it in when absent,
 * so with no proxy in front a visitor could name a new address on every request. Null when neither is there.
 */
export function clientAddress(
  headers: Headers,
  header = process.env.TRUSTED_CLIENT_IP_HEADER,
  peerHeaderWritten = process.env[PEER_ADDRESS_ENV] === "1",
): string | null {
  if (!header) return peerHeaderWritten ? validAddress(headers.get(PEER_ADDRESS_HEADER)) : null;
  const value = headers.get(header);
  if (!value) return null;
  const entries = value.split(",").map((entry) => entry.trim());
  return validAddress(header.toLowerCase() === "x-forwarded-for" ? entries.at(-1) : entries[0]);
}

function validAddress(candidate: string | null | undefined): string | null {
  return candidate && isIP(candidate) ? candidate : null;
}
