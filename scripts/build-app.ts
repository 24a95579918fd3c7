import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsCurrent, sourceStamp } from "./build-stamp";
import { completeBuild } from "./finish-build";

// `npm test build`: the production build, made only when the sources (or NEXT_PUBLIC_ settings) changed since the last
// one, as `npm start` decides (scripts/build-stamp.ts).
const ROOT = path.resolve(import.meta.dirname, "..");
const stamp = sourceStamp(process.env);
if (buildIsCurrent(stamp)) {
  console.log("The production build is current.");
} else {
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "next"), ["build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  completeBuild(stamp);
}
