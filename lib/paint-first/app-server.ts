import { createServer, type Server } from "node:http";
import path from "node:path";
import { PEER_ADDRESS_ENV } from "../security/client-address";
import { withPeerAddress } from "../security/peer-address";
import { OWN_COMPRESSION_ENV } from "./own-compression";
import { withPaintFirst } from "./paint-first-response";

// The production app as `next start` serves it, through Next's own request handler, plus two things `next start`
// cannot give the app: the address each request's socket comes from (lib/security/peer-address.ts), so per-visitor
// sign-in limits work with no proxy in front, and pages rendered per request that paint before their scripts load
// (./paint-first-response.ts), compressed after the rewrite.
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Serves the build in the project's `.next` on `port` (every address unless `hostname`); resolves once it listens. */
export async function serveApp(port: number, hostname?: string): Promise<Server> {
  process.env[PEER_ADDRESS_ENV] = "1";
  process.env[OWN_COMPRESSION_ENV] = "1";
  // As `next start` sets them, before Next is loaded (it reads them as it loads). Next's types make NODE_ENV read-only.
  const env: Record<string, string | undefined> = process.env;
  env.NODE_ENV ??= "production";
  env.NEXT_RUNTIME = "nodejs";
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: ROOT, port, hostname });
  await app.prepare();
  const server = createServer(withPaintFirst(withPeerAddress(app.getRequestHandler())));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, hostname, resolve));
  return server;
}
