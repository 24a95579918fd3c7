import { chromium } from "@playwright/test";
import { installedChromium } from "../tests/support/chromium";
import { MEMBER_PAGES, lessonsByLength } from "./bench-pages";
import { loadAverage, startBenchSite } from "./bench-site-server";

// `npm run bench:browser`: what one reader's page loads cost the server, measured with a real browser rather than
// single requests: a phone-sized Chromium opens each lesson of `lessonsByLength(9)` and each member page of
// scripts/bench-pages.ts as the demo member, BENCH_BROWSER_ROUNDS times (3), and waits until the network is quiet.
// Prints the requests that reached the server (not answered by the browser's cache) per page load, by kind (the
// page, its scripts and styles, RSC fetches such as prefetches, server actions, other), and the CPU time of
// the app server per page load (all its threads, the compression of responses included). BENCH_BROWSER_LIST=1 also
// lists every request that reached the server. Asserts nothing.
const ROUNDS = Math.max(1, Number(process.env.BENCH_BROWSER_ROUNDS ?? 3));

interface SentRequest {
  type?: string;
  url: string;
  headers: Record<string, string>;
}

function kindOf({ type, url, headers }: SentRequest): string {
  const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  if (type === "Document") return "page";
  if (header("next-action")) return "server action";
  if (header("rsc") === "1") return "RSC fetch (prefetch or navigation)";
  if (new URL(url).pathname.startsWith("/_next/static/")) return "scripts and styles";
  return "other";
}

const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3301));
const browser = await chromium.launch(installedChromium);
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { hostname } = new URL(site.url);
  await context.addCookies(site.cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name!, value: value.join("="), domain: hostname, path: "/" };
  }));
  const page = await context.newPage();
  const paths = [...lessonsByLength(9), ...MEMBER_PAGES].map(({ path }) => path);
  // One load of each first: the server compiles each lesson once and loads each page's code on its first view.
  for (const path of paths) await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });

  // Chromium's own account of each request, which tells those its cache answered from those that reached the server.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const sent = new Map<string, SentRequest>();
  const cached = new Set<string>();
  cdp.on("Network.requestWillBeSent", ({ requestId, type, request }) => sent.set(requestId, { type, url: request.url, headers: request.headers }));
  cdp.on("Network.requestServedFromCache", ({ requestId }) => cached.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => response.fromDiskCache && cached.add(requestId));
  console.log(`Load average at the start: ${loadAverage()}`);
  const cpuBefore = site.serverCpuSeconds();
  let loads = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      // A full load each time, in the same tab: the browser's HTTP cache keeps the scripts, as a reader's would.
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      if (!page.url().endsWith(path)) throw new Error(`${path} ended at ${page.url()}`);
      loads++;
    }
  }
  const cpuMs = ((site.serverCpuSeconds() - cpuBefore) * 1000) / loads;
  const reached = [...sent].filter(([id, request]) => !cached.has(id) && request.url.startsWith(site.url)).map(([, request]) => request);
  const counts = new Map<string, number>();
  for (const request of reached) {
    counts.set(kindOf(request), (counts.get(kindOf(request)) ?? 0) + 1);
    if (process.env.BENCH_BROWSER_LIST) console.log(kindOf(request), request.url);
  }
  console.table([...counts].map(([kind, count]) => ({ kind, "requests per load": Number((count / loads).toFixed(2)) })));
  console.log(`${loads} page loads (${paths.length} pages × ${ROUNDS}): ${(reached.length / loads).toFixed(2)} requests and ${cpuMs.toFixed(1)} ms of server CPU per load`);
  console.log(`Load average at the end: ${loadAverage()}`);
} finally {
  await browser.close();
  await site.stop();
}
