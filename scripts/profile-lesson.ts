import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { courseNavigation } from "../lib/course/navigation";
import { startBenchSite } from "./bench-site-server";

// `npm run bench:profile`: where the app server's CPU goes per page view. The app server runs with --cpu-prof while
// PROFILE_CONNECTIONS (10) members' worth of requests read one page (a lesson unless PROFILE_PATH says) for PROFILE_SECONDS (30); the profile's
// samples are then summed by where their code lives: React's server renderer with Next's page renderer, the rest of
// Next, WebCrypto (token checks), outgoing requests (the membership check), Node's HTTP server and streams, the
// app's bundled code with its libraries, garbage collection, and module loading (start-up, spread over the run).
// Prints CPU milliseconds per view for each. PROFILE_PATH=/plan profiles another page the demo member can open.
// Asserts nothing.
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const PAGE = process.env.PROFILE_PATH ?? courseNavigation.lessons[10]!.path;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server a profile node's code belongs to. */
export function bucketOf({ functionName, url }: ProfileNode["callFrame"]): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(idle)" || functionName === "(program)" || functionName === "(root)") return "idle and V8";
  if (/modules\/(cjs|esm)|\[turbopack\]_runtime/.test(url) || /^(wrapSafe|compileSourceTextModule|instantiateModule)$/.test(functionName)) {
    return "module loading (start-up, once)";
  }
  if (/app-page(-turbo)?\.runtime/.test(url)) return "React render and Next's page renderer";
  if (/next\/dist/.test(url)) return "Next request handling";
  if (url.startsWith("node:internal/crypto")) return "token checks (WebCrypto)";
  if (/undici|node:internal\/deps/.test(url)) return "outgoing requests (membership, Data API)";
  if (/\.next\/server/.test(url)) return "app code and its libraries (bundled)";
  if (url.startsWith("node:") || url === "") return "Node (HTTP server, streams, buffers)";
  return "other";
}

function summarise(profile: CpuProfile, views: number) {
  const bucketById = new Map(profile.nodes.map((node) => [node.id, bucketOf(node.callFrame)]));
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const bucket = bucketById.get(id) ?? "other";
    micros.set(bucket, (micros.get(bucket) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const busy = [...micros].filter(([bucket]) => bucket !== "idle and V8").reduce((sum, [, value]) => sum + value, 0);
  console.table(
    [...micros]
      .sort((a, b) => b[1] - a[1])
      .map(([bucket, value]) => ({
        where: bucket,
        "CPU ms per view": Number((value / 1000 / views).toFixed(2)),
        "share of busy": bucket === "idle and V8" ? "" : `${((value / busy) * 100).toFixed(0)} %`,
      })),
  );
  console.log(`Busy CPU per view: ${(busy / 1000 / views).toFixed(2)} ms over ${views.toLocaleString("en-IN")} views`);

  // PROFILE_TOP=n also lists the n functions with the most self time, to see inside a bucket.
  const top = Number(process.env.PROFILE_TOP ?? 0);
  if (!top) return;
  const selfByFrame = new Map<string, number>();
  const frameById = new Map(profile.nodes.map((node) => [node.id, `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(/^.*\/(node_modules|\.next)\//, "$1/")}`]));
  profile.samples.forEach((id, index) => {
    const frame = frameById.get(id) ?? "?";
    selfByFrame.set(frame, (selfByFrame.get(frame) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  for (const [frame, value] of [...selfByFrame].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(value / 1000 / views).toFixed(3).padStart(7)} ms/view  ${frame}`);
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lesson-profile-"));
  const site = await startBenchSite(Number(process.env.BENCH_PORT ?? 3310), { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` });
  let views = 0;
  try {
    const result = await autocannon({ url: `${site.url}${PAGE}`, headers: { cookie: site.cookie }, connections: CONNECTIONS, duration: SECONDS });
    views = result.requests.total;
    console.log(`${views} views of ${PAGE} in ${SECONDS} s at ${CONNECTIONS} connections (${Math.round(result.requests.average)} req/s); Node ${process.version}`);
  } finally {
    await site.stop(); // the server writes its profile as it exits
  }
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"));
  if (!files.length) throw new Error(`no CPU profile was written to ${dir}`);
  // Any process the server starts writes one too: the largest profile is the one that served the requests.
  const largest = files.map((file) => path.join(dir, file)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
  summarise(JSON.parse(fs.readFileSync(largest, "utf8")) as CpuProfile, views);
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
