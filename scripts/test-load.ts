import os from "node:os";
import { checkFeedback } from "./load/feedback-check";
import { createMembers } from "./load/members";
import { summarise } from "./load/report";
import { runLoad } from "./load/run-load";
import { startLoadSite } from "./load/site";

// `npm run test:load`: the production build with the local backend as its own process, LOAD_MEMBERS (200)
// purchased and signed-up members, each reading lessons and submitting feedback (the server action) one request
// after another for LOAD_SECONDS (60). Fails on any 5xx, and unless every acknowledged feedback (a 200 whose action
// result is { ok: true }) is stored exactly once. Ports: LOAD_SITE_PORT (3400, and up), LOAD_BACKEND_PORT (24500).
//
// LOAD_SERVERS=2 runs that many app server processes on one backend, LOAD_DATABASE=postgres puts the backend on
// a Postgres server: each member's requests alternate between the app servers with the cookies a browser would
// keep, and access tokens live LOAD_JWT_EXPIRY seconds (100 with several servers: refreshed after 10 s), so a
// session refreshed on one server must keep working on the other. A read answered by a redirect (signed out) fails.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200);
const SERVERS = Number(process.env.LOAD_SERVERS ?? 1);
const POSTGRES = process.env.LOAD_DATABASE === "postgres";
const JWT_EXPIRY = Number(process.env.LOAD_JWT_EXPIRY ?? (SERVERS > 1 ? 100 : 0)) || undefined;
const runId = `load-${Date.now().toString(36)}`;

async function main() {
  const site = await startLoadSite({
    sitePort: Number(process.env.LOAD_SITE_PORT ?? 3400),
    backendPort: Number(process.env.LOAD_BACKEND_PORT ?? 24500),
    servers: SERVERS,
    postgres: POSTGRES,
    jwtExpirySeconds: JWT_EXPIRY,
  });
  const failures: string[] = [];
  try {
    let started = performance.now();
    const members = await createMembers(site.backendUrl, MEMBERS, runId);
    const signUpSeconds = (performance.now() - started) / 1000;
    console.log(`${members.length} members purchased and signed up in ${signUpSeconds.toFixed(1)} s (${(members.length / signUpSeconds).toFixed(0)}/s)`);
    console.log(
      `${MEMBERS} members × ${SECONDS} s, lesson reads and 20 % feedback; ${SERVERS} app server${SERVERS > 1 ? "s" : ""} on ${POSTGRES ? "a Postgres server" : "PGlite"}` +
        `${JWT_EXPIRY ? `, tokens valid ${JWT_EXPIRY} s` : ""}; Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );

    started = performance.now();
    const samples = await runLoad({ url: site.urls, members, seconds: SECONDS, runId });
    const elapsed = (performance.now() - started) / 1000;
    const latencies = samples.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
    const rows = summarise(samples, elapsed);
    const fivexx = samples.filter((sample) => typeof sample.outcome === "number" && sample.outcome >= 500).length;
    const notOk = samples.filter((sample) => !sample.ok);
    console.log(
      `Requests: ${samples.length} in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)}/s); ` +
        `p50 ${Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0)} ms, p99 ${Math.round(latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0)} ms; ` +
        `5xx: ${fivexx}; not ok: ${notOk.length}`,
    );
    const signedOut = samples.filter((sample) => sample.kind === "read" && typeof sample.outcome === "number" && sample.outcome >= 300 && sample.outcome < 400).length;
    console.log(`Session cookies updated by a response (refreshes): ${samples.sessionUpdates}; reads answered by a redirect (signed out): ${signedOut}`);
    if (JWT_EXPIRY && !samples.sessionUpdates) failures.push("no session was refreshed during the run: make it longer than the token's first 10 s");
    for (const sample of notOk.slice(0, 5)) console.log(`  not ok: ${sample.kind} → ${sample.outcome}${sample.error ? ` (${sample.error})` : ""}`);
    if (fivexx) failures.push(`${fivexx} responses were 5xx`);
    if (notOk.length) failures.push(`${notOk.length} requests failed (${rows.map((row) => `${row.kind}: ${row.statuses}`).join("; ")})`);

    await site.stopBackend();
    const check = await site.withDatabase((db) => checkFeedback(db, runId, samples));
    console.log(
      `Feedback acknowledged: ${check.acknowledged}; stored: ${check.stored}; lost: ${check.lost.length}; duplicated: ${check.duplicated.length}; ` +
        `stored without acknowledgement: ${check.unacknowledgedStored}; unknown: ${check.unknown.length}`,
    );
    if (check.lost.length) failures.push(`${check.lost.length} acknowledged feedback rows are missing, e.g. ${check.lost[0]}`);
    if (check.duplicated.length) failures.push(`${check.duplicated.length} feedback texts are stored more than once, e.g. ${check.duplicated[0]}`);
    if (check.unknown.length) failures.push(`${check.unknown.length} stored feedback texts were never sent`);
    if (!check.acknowledged) failures.push("no feedback was acknowledged");
  } finally {
    await site.stop();
  }
  if (failures.length) {
    console.error(`\n✖ load test failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\n✔ load test passed: no 5xx, every acknowledged feedback stored exactly once");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
