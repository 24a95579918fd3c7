import { chromium, type Page } from "@playwright/test";
import { installedChromium } from "../tests/support/chromium";
import { REFERENCE_LESSON } from "./bench-pages";
import { loadAverage, startBenchSite } from "./bench-site-server";

// `npx tsx scripts/bench-tap-window.ts`: how long a page is painted but not yet working, on a throttled phone. A
// 360 px Chromium with Lighthouse's mobile profile applied for real (slow 4G: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up; the CPU four times slower) opens each page BENCH_TAPS_ROUNDS times (5) as the demo member, with an
// empty cache (a first visit) and then a warm one (a return visit), and prints the median of the first contentful
// paint, of the moment React has hydrated the page (when the early-input script is told to replay what it kept,
// lib/early-input), and of the window between them: the time in which a tap or key would have been lost.
// BENCH_TAPS_CPU changes the CPU slowdown. Asserts nothing.
const ROUNDS = Math.max(1, Number(process.env.BENCH_TAPS_ROUNDS ?? 5));
const CPU_SLOWDOWN = Number(process.env.BENCH_TAPS_CPU ?? 4);
const PAGES = ["/dashboard/intro/welcome", REFERENCE_LESSON.path, "/practice", "/drills", "/plan", "/signup-user"];

// Records when the page's scripts call the early-input script's ready function, which runs once React has hydrated.
const WATCH_READY = `(() => {
  let ready;
  Object.defineProperty(window, "__earlyInputReady", {
    configurable: true,
    get: () => () => { window.__hydratedAt ??= performance.now(); ready?.(); },
    set: (value) => { ready = value; },
  });
})()`;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function load(page: Page, url: string): Promise<{ paint: number; hydrated: number }> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
  }));
}

const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3302));
const browser = await chromium.launch(installedChromium);
try {
  console.log(`Load average at the start: ${loadAverage()}`);
  console.log(`Slow 4G and a CPU ${CPU_SLOWDOWN}x slower, median of ${ROUNDS} loads, ms: page, cache, first paint, hydrated, window`);
  for (const path of PAGES) {
    for (const cache of ["empty", "warm"] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      if (path !== "/signup-user") {
        const { hostname } = new URL(site.url);
        await context.addCookies(site.cookie.split("; ").map((pair) => {
          const [name, ...value] = pair.split("=");
          return { name: name!, value: value.join("="), domain: hostname, path: "/" };
        }));
      }
      await context.addInitScript(WATCH_READY);
      const page = await context.newPage();
      // Unthrottled first: the server compiles the page once, and a warm cache gets its files.
      await load(page, `${site.url}${path}`);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: cache === "empty" });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(await load(page, `${site.url}${path}`));
      const paint = median(runs.map((run) => run.paint));
      const hydrated = median(runs.map((run) => run.hydrated));
      const window = median(runs.map((run) => run.hydrated - run.paint));
      console.log(`${path}\t${cache}\t${paint.toFixed(0)}\t${hydrated.toFixed(0)}\t${window.toFixed(0)}`);
      await context.close();
    }
  }
  console.log(`Load average at the end: ${loadAverage()}`);
} finally {
  await browser.close();
  await site.stop();
}
