import { serveApp } from "../lib/paint-first/app-server";

// The production server `npm start` runs (lib/paint-first/app-server.ts). Usage: tsx scripts/serve.ts PORT [HOSTNAME]
const [port = "3000", hostname] = process.argv.slice(2);
const server = await serveApp(Number(port), hostname).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`▲ Next.js ready on ${hostname ?? "every address"}, port ${port}`);
// Stopped (by a host's restart, or Ctrl-C), it finishes the requests under way and exits as a process does, so what
// runs at exit runs (a CPU profile of `npm run bench:profile` is written then); after 10 s it stops waiting.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
