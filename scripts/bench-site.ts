import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { LESSON_BUDGET, MEMBER_PAGES, REFERENCE_LESSON } from "./bench-pages";
import { loadAverage, startBenchSite } from "./bench-site-server";

// `npm run bench`: the production build and the local backend under autocannon, side by side with a static file
// of the same size served by the same server (the floor). Prints figures; asserts nothing. Settings:
// BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2; the order is reversed every other round). The member
// pages besides lessons (scripts/bench-pages.ts) are measured under load and at one connection against their budget.
const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const STATIC_FILE = path.join(ROOT, "public", "bench-floor.txt");
const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3300));
const SITE = site.url;

interface Target {
  name: string;
  request: { method?: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };
}

function submitFeedbackActionId(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === "submitFeedback")?.[0];
  if (!id) throw new Error("submitFeedback is not in the build's server actions");
  return id;
}

async function run(target: Target, connections: number, seconds: number, extraHeaders: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${SITE}${target.request.path}`,
    method: target.request.method ?? "GET",
    headers: { ...target.request.headers, ...extraHeaders },
    body: target.request.body,
    connections,
    duration: seconds,
  });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "mean ms": Number(result.latency.mean.toFixed(2)),
    "non-2xx": result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  let authRequests = 0;
  let dataRequests = 0;
  site.backend.onRequest.add((req) => {
    if (req.url?.startsWith("/auth/v1/")) authRequests++;
    if (req.url?.startsWith("/rest/v1/")) dataRequests++;
  });
  const { cookie } = site;
  try {
    const lesson = REFERENCE_LESSON;
    const lessonHtml = await (await fetch(`${SITE}${lesson.path}`, { headers: { cookie }, redirect: "manual" })).text();
    if (!lessonHtml.includes("Was this helpful?")) throw new Error("the lesson page did not render for the demo member");
    // The floor: a file of the lesson page's size, served from public/ by the same server (restarted to see it).
    // A .txt name, which the proxy does not see (proxy.ts matcher), as for every public file.
    fs.writeFileSync(STATIC_FILE, lessonHtml);
    const startSeconds = await site.restart();
    const firstLesson = performance.now();
    if (!(await fetch(`${SITE}${lesson.path}`, { headers: { cookie } })).ok) throw new Error("the lesson page failed after the restart");
    console.log(`App server, built: first page after ${startSeconds.toFixed(1)} s, first lesson ${((performance.now() - firstLesson) / 1000).toFixed(2)} s later`);

    const targets: Target[] = [
      { name: "static file (floor)", request: { path: "/bench-floor.txt" } },
      { name: "login page", request: { path: "/login" } },
      { name: "lesson page", request: { path: lesson.path, headers: { cookie } } },
      { name: "profile page", request: { path: "/profile", headers: { cookie } } },
      ...MEMBER_PAGES.map((page) => ({ name: `${page.name} page`, request: { path: page.path, headers: { cookie } } })),
      {
        name: "feedback submission",
        request: {
          method: "POST",
          path: lesson.path,
          headers: { cookie, "Next-Action": submitFeedbackActionId(), "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
          body: JSON.stringify([{}, { rating: "up", feedback_text: "bench", page_url: lesson.path }]),
        },
      },
    ];
    console.log(
      `${CONNECTIONS} connections × ${SECONDS} s per target, ${ROUNDS} rounds; lesson page ${(lessonHtml.length / 1024).toFixed(0)} KB; ` +
        `Node ${process.version}, ${os.cpus().length} cores; load average ${loadAverage()}`,
    );
    for (const target of targets) await run(target, 10, 3); // warm-up

    const totals = new Map<string, Array<Awaited<ReturnType<typeof run>>>>();
    let lessonAuthRequests = 0;
    let lessonDataRequests = 0;
    let lessonRequests = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const [authBefore, dataBefore] = [authRequests, dataRequests];
        const result = await run(target, CONNECTIONS, SECONDS);
        if (target.name === "lesson page") {
          lessonAuthRequests += authRequests - authBefore;
          lessonDataRequests += dataRequests - dataBefore;
          lessonRequests += result["req/s"] * SECONDS;
        }
        totals.set(target.name, [...(totals.get(target.name) ?? []), result]);
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const floor = mean(totals.get(targets[0]!.name)!.map((result) => result["req/s"]));
    console.table(
      targets.map(({ name }) => {
        const results = totals.get(name)!;
        const reqs = mean(results.map((result) => result["req/s"]));
        return {
          target: name,
          "req/s": Math.round(reqs),
          "× static": Number((reqs / floor).toFixed(3)),
          "p50 ms": Math.max(...results.map((result) => result["p50 ms"])),
          "p99 ms": Math.max(...results.map((result) => result["p99 ms"])),
          "non-2xx": results.reduce((sum, result) => sum + result["non-2xx"], 0),
        };
      }),
    );
    console.log(`Auth server requests during ~${lessonRequests.toLocaleString("en-IN")} lesson views: ${lessonAuthRequests}`);
    console.log(
      `Data API requests during those views: ${lessonDataRequests} (${(lessonDataRequests / Math.max(lessonRequests, 1)).toFixed(3)} per view; ` +
        `membership answers are kept ${process.env.MEMBERSHIP_CACHE_SECONDS ?? 30} s)`,
    );

    const lessonTarget = targets[2]!;
    const plain = await run(lessonTarget, 1, 10);
    const gzip = await run(lessonTarget, 1, 10, { "Accept-Encoding": "gzip" });
    type SingleRow = Awaited<ReturnType<typeof run>> & { "1 connection": string; encoding: string; "server CPU ms"?: number; "Data API requests"?: number; budget: number };
    const single: SingleRow[] = [
      { "1 connection": "lesson page", encoding: "identity", ...plain, budget: LESSON_BUDGET.serverMeanMs },
      { "1 connection": "lesson page", encoding: "gzip", ...gzip, budget: LESSON_BUDGET.serverMeanMs },
    ];
    for (const page of MEMBER_PAGES) {
      // Beside the mean, what the app server itself spent (its CPU time per view) and how many Data API requests each
      // view made: at one connection the mean also holds the local backend's answer to each of those requests.
      const [cpuBefore, dataBefore] = [site.serverCpuSeconds(), dataRequests];
      const result = await run({ name: page.name, request: { path: page.path, headers: { cookie } } }, 1, 10, { "Accept-Encoding": "gzip" });
      const views = Math.max(result["req/s"] * 10, 1);
      single.push({
        "1 connection": `${page.name} page`, encoding: "gzip", ...result,
        "server CPU ms": Number((((site.serverCpuSeconds() - cpuBefore) * 1000) / views).toFixed(1)),
        "Data API requests": Number(((dataRequests - dataBefore) / views).toFixed(2)),
        budget: page.budget.serverMeanMs,
      });
    }
    console.table(
      single.map(({ "p50 ms": _p50, "non-2xx": errors, ...row }) => ({
        ...row,
        "non-2xx": errors,
        "within budget": errors || !row["req/s"] ? "not measured (errors)" : row["mean ms"] < row.budget ? "yes" : "NO",
      })),
    );
    console.log(`Load average at the end: ${loadAverage()}`);
  } finally {
    fs.rmSync(STATIC_FILE, { force: true });
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
