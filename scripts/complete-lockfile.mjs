// npm 11.16+ leaves platform packages that the registry mirror does not carry (other OSes' native
// builds) out of package-lock.json, then `npm ci` rejects that same lock file (npm/cli#9846).
// Run this after `npm install` changes the lock file: it records each such package at the version
// its parent asks for, which `npm ci` accepts and skips on platforms that do not need it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

function missingFromLock() {
  try {
    execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts"], { stdio: "pipe" });
    return [];
  } catch (error) {
    const output = String(error.stderr ?? "");
    return [...output.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((match) => match[1]);
  }
}

const names = missingFromLock();
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const requested = new Map();
for (const entry of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) requested.set(name, range);
}
for (const name of names) {
  const version = requested.get(name);
  if (!version) throw new Error(`${name} is missing from the lock file and is not an optional dependency`);
  lock.packages[`node_modules/${name}`] = { version, optional: true };
}
fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(names.length ? `Recorded ${names.length} optional platform packages.` : "Lock file already complete.");
