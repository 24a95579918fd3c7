import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type Result from "lighthouse/types/lhr/lhr.js";
import { LESSON_BUDGET, MEMBER_PAGES, lessonsByLength, type Budget } from "./bench-pages";
import { loadAverage, startBenchSite } from "./bench-site-server";
import { WELCOME_PATH } from "../lib/site-config";

// `npm run bench:lighthouse`: Lighthouse's mobile profile (simulated slow 4G, mid-range phone) with the installed
// Chromium, on /login, on lessons of different lengths (the longest included) and on the other member pages
// (scripts/bench-pages.ts), as the demo member. Each page is opened once first, as a server that has been up a while
// has (its lesson compiled, its code loaded), then audited LIGHTHOUSE_RUNS times (3): Lighthouse's figures vary from
// run to run, so the table gives each figure's median, the range of the LCP, and whether the median meets the
// page's budget. Prints each page's LCP element with the breakdown of its paint; asserts nothing.
// LIGHTHOUSE_PAGES=welcome,plan audits only the pages whose names contain one of those words.
// LIGHTHOUSE_JSON_DIR keeps each page's median run (Lighthouse's own choice, by FCP and time to interactive).
// LIGHTHOUSE_THROTTLING=devtools applies the same profile's network and CPU limits to the real load instead of
// simulating them from an unthrottled one (Lighthouse's default, "simulate"): the figures then do not depend on
// which of the page's requests finish before the first paint on this machine (docs/performance.md, "Why the LCP
// misses"), at the cost of more variance from run to run.
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface TableDetails {
  type: string;
  items?: Array<Record<string, unknown>>;
}

/** The LCP breakdown insight's phases (time to first byte, resource load delay and duration, render delay). */
function lcpPhases(details: unknown): string {
  const lists = (details as { items?: TableDetails[] } | undefined)?.items ?? [];
  const table = lists.find((item) => item.type === "table");
  return (table?.items ?? []).map((row) => `${String(row.label ?? row.subpart)} ${Math.round(Number(row.duration))} ms`).join(", ");
}

function lcpElement(details: unknown): string {
  const lists = (details as { items?: Array<{ type: string; snippet?: string; selector?: string }> } | undefined)?.items ?? [];
  const node = lists.find((item) => item.type === "node");
  return node ? `${node.selector ?? ""} ${node.snippet ?? ""}`.trim().slice(0, 160) : "(none)";
}

const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3301));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const signedIn = { Cookie: site.cookie };
  const pages: Array<{ name: string; path: string; headers: Record<string, string>; budget?: Budget }> = [
    { name: "/login", path: "/login", headers: {} },
    ...lessonsByLength().map((page) => ({ ...page, headers: signedIn })),
    // Where members land, and the one lesson rendered per request (it starts with a returning learner's progress).
    { name: "lesson intro/welcome (per request)", path: WELCOME_PATH, headers: signedIn, budget: LESSON_BUDGET },
    ...MEMBER_PAGES.map((page) => ({ ...page, headers: signedIn })),
  ];
  console.log(`Throttling: ${THROTTLING === "simulate" ? "simulated (Lighthouse's default)" : "applied to the load (devtools)"}; load average at the start: ${loadAverage()}`);
  const rows = [];
  for (const page of pages.filter(({ name }) => !ONLY || ONLY.some((word) => name.includes(word)))) {
    const url = `${site.url}${page.path}`;
    const warmUp = await fetch(url, { headers: page.headers, redirect: "manual" });
    if (warmUp.status !== 200) throw new Error(`${page.path} answered ${warmUp.status} to the warm-up request`);
    await warmUp.arrayBuffer();
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const audit = () => lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, throttlingMethod: THROTTLING, extraHeaders: page.headers });
      // On a machine loaded far beyond its cores (load average above 10) a member page was now and then answered with
      // the sign-in page; one more try tells that apart from a page that never renders for the demo member.
      let result = await audit();
      if (result && !result.lhr.finalDisplayedUrl.endsWith(page.path)) result = await audit();
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (!result.lhr.finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.path} ended at ${result.lhr.finalDisplayedUrl}`);
      runs.push(result.lhr);
    }
    // The declaration file types the run through a global namespace this project does not load.
    const medianRun = computeMedianRun(runs) as Result;
    const { audits } = medianRun;
    if (JSON_DIR) fs.writeFileSync(path.join(JSON_DIR, `${page.path.replaceAll("/", "_")}.json`), JSON.stringify(medianRun));
    const metric = (id: string) => runs.map((run) => run.audits[id]?.numericValue ?? NaN);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(median(runs.map((run) => (run.categories[id]?.score ?? 0) * 100)))]));
    const lcps = metric("largest-contentful-paint");
    const lcp = Math.round(median(lcps));
    rows.push({
      page: page.name,
      ...scores,
      "FCP ms": Math.round(median(metric("first-contentful-paint"))),
      "LCP ms": lcp,
      "LCP range": `${Math.round(Math.min(...lcps))}-${Math.round(Math.max(...lcps))}`,
      "TBT ms": Math.round(median(metric("total-blocking-time"))),
      CLS: Number(median(metric("cumulative-layout-shift")).toFixed(3)),
      KiB: Math.round(median(metric("total-byte-weight")) / 1024),
      budget: !page.budget ? "" : lcp <= page.budget.lcpMs && scores.performance! >= page.budget.performance ? "ok" : "MISSED",
    });
    console.log(`${page.name}: LCP element ${lcpElement(audits["lcp-breakdown-insight"]?.details)}`);
    console.log(`  observed LCP breakdown (median run): ${lcpPhases(audits["lcp-breakdown-insight"]?.details)}`);
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.log(`  ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
  }
  console.table(rows);
  console.log(`Load average at the end: ${loadAverage()}`);
} finally {
  chrome.kill();
  await site.stop();
}
