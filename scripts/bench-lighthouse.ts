import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { courseNavigation } from "../lib/course/navigation";
import { startBenchSite } from "./bench-site-server";

// `npm run bench:lighthouse`: Lighthouse's mobile profile (simulated slow 4G, mid-range phone) with the installed
// Chromium, on /login and on a lesson page as the demo member. Prints the scores; asserts nothing.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices"];

const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3301));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const pages: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: "/login", path: "/login", headers: {} },
    { name: "lesson page", path: courseNavigation.lessons[10]!.path, headers: { Cookie: site.cookie } },
  ];
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(
      `${site.url}${page.path}`,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: page.headers },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (!finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.path} ended at ${finalDisplayedUrl}`);
    rows.push({
      page: page.name,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
      "FCP ms": Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN),
      "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    });
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.log(`  ${page.name}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
  }
  console.table(rows);
} finally {
  chrome.kill();
  await site.stop();
}
