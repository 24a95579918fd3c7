import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { MEMBER_PAGES, lessonsByLength, type Budget } from "./bench-pages";
import { loadAverage, startBenchSite } from "./bench-site-server";

// `npm run bench:lighthouse`: Lighthouse's mobile profile (simulated slow 4G, mid-range phone) with the installed
// Chromium, on /login, on lessons of different lengths (the longest included) and on the other member pages
// (scripts/bench-pages.ts), as the demo member. Prints the scores, each page's LCP element with the breakdown of
// its paint, and which pages miss their budget; asserts nothing. LIGHTHOUSE_JSON_DIR keeps each full report.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

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
    ...MEMBER_PAGES.map((page) => ({ ...page, headers: signedIn })),
  ];
  console.log(`Load average at the start: ${loadAverage()}`);
  const rows = [];
  for (const page of pages) {
    const audit = () =>
      lighthouse(`${site.url}${page.path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: page.headers });
    // On a machine loaded far beyond its cores (load average above 10) a member page was now and then answered with
    // the sign-in page; one more try tells that apart from a page that never renders for the demo member.
    let result = await audit();
    if (result && !result.lhr.finalDisplayedUrl.endsWith(page.path)) result = await audit();
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (!finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.path} ended at ${finalDisplayedUrl}`);
    if (JSON_DIR) fs.writeFileSync(path.join(JSON_DIR, `${page.path.replaceAll("/", "_")}.json`), JSON.stringify(result.lhr));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
    const lcp = Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN);
    rows.push({
      page: page.name,
      ...scores,
      "FCP ms": Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN),
      "LCP ms": lcp,
      "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      KiB: Math.round((audits["total-byte-weight"]?.numericValue ?? NaN) / 1024),
      budget: !page.budget ? "" : lcp <= page.budget.lcpMs && scores.performance! >= page.budget.performance ? "ok" : "MISSED",
    });
    console.log(`${page.name}: LCP element ${lcpElement(audits["lcp-breakdown-insight"]?.details)}`);
    console.log(`  observed LCP breakdown: ${lcpPhases(audits["lcp-breakdown-insight"]?.details)}`);
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.log(`  ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
  }
  console.table(rows);
  console.log(`Load average at the end: ${loadAverage()}`);
} finally {
  chrome.kill();
  await site.stop();
}
