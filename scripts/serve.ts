import { createServer } from "node:http";
import path from "node:path";
import { OWN_COMPRESSION_ENV } from "../lib/page-output/own-compression";
import { withPaintFirst } from "../lib/page-output/paint-first-response";
import { PEER_ADDRESS_ENV } from "../lib/security/client-address";
import { withPeerAddress } from "../lib/security/peer-address";

// The production app as `next start` serves it, through Next's own request handler, plus two things `next start`
// cannot give the app: the address each request's socket comes from (lib/security/peer-address.ts), so per-visitor
// sign-in limits work with no proxy in front, and pages rendered per request that paint before their scripts load
// (lib/page-output/paint-first-response.ts). Usage: tsx scripts/serve.ts PORT [HOSTNAME]
const [port = "3000", hostname] = process.argv.slice(2);
process.env[PEER_ADDRESS_ENV] = "1";
process.env[OWN_COMPRESSION_ENV] = "1";
// As `next start` sets them, before Next is loaded (it reads them as it loads). Next's types make NODE_ENV read-only.
const env: Record<string, string | undefined> = process.env;
env.NODE_ENV ??= "production";
env.NEXT_RUNTIME = "nodejs";
const { default: next } = await import("next");

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, ".."), port: Number(port), hostname });
await app.prepare();
const server = createServer(withPaintFirst(withPeerAddress(app.getRequestHandler())))
  .listen(Number(port), hostname, () => console.log(`▲ Next.js ready on ${hostname ?? "every address"}, port ${port}`))
  .on("error", (error) => {
    console.error(error.message);
    process.exit(1);
  });
// Stopped (by a host's restart, or Ctrl-C), it finishes the requests under way and exits as a process does, so what
// runs at exit runs (a CPU profile of `npm run bench:profile` is written then); after 10 s it stops waiting.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
