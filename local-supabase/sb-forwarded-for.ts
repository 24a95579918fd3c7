import { isIPv4, isIPv6 } from "node:net";

/**
 * GoTrue's parseSBFFHeader (internal/sbff/sbff.go): the leftmost value of an `Sb-Forwarded-For` header, trimmed, when
 * it is an IP address, written as Go's net.IP.String() writes it (IPv6 compressed and lower-case, an IPv4-mapped IPv6
 * address as IPv4); otherwise null, and the caller falls back to the TCP peer, as GoTrue does.
 */
export function sbForwardedForAddress(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const leftmost = value.split(",", 1)[0]!.trim();
  if (isIPv4(leftmost)) return leftmost;
  // Go's ParseIP takes no zone (`fe80::1%eth0`) and no brackets; Node's isIPv6 accepts a zone, so refuse it here.
  if (!isIPv6(leftmost) || leftmost.includes("%")) return null;
  const canonical = new URL(`http://[${leftmost}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
