import "server-only";
import { headers } from "next/headers";

/** The origin the browser used for this request, for building the OAuth return address. */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const origin = list.get("origin");
  if (origin && origin !== "null") return origin;
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost:3000";
  const proto = list.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}
