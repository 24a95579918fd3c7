import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support";
import { e2eUrls } from "../../playwright.config";

// The suite's build was made with NEXT_PUBLIC_SUPABASE_URL set to its backend. The URL must be read when the
// server runs, not baked in: otherwise a build made for one project (or for the local backend) silently keeps
// talking to it after the variable changes, and every session check fails.
function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|json|html|rsc)$/.test(entry.name)) yield full;
  }
}

test("the build holds no Supabase URL: one build serves any project", () => {
  const root = path.resolve(import.meta.dirname, "../../.next");
  const host = new URL(e2eUrls.backend).host;
  const scanned = [...files(path.join(root, "server")), ...files(path.join(root, "static"))];
  expect(scanned.length).toBeGreaterThan(50);
  expect(scanned.filter((file) => fs.readFileSync(file, "utf8").includes(host)).map((file) => path.relative(root, file))).toEqual([]);
});
