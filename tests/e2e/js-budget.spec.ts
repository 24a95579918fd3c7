import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Response } from "@playwright/test";
import { courseNavigation } from "../../lib/course/navigation";
import { signIn } from "./support";

// A lesson page may load at most 25 KB (gzip) of JavaScript above what every page of the app loads: the
// framework's root scripts, which an empty App Router page of this build loads too (.next/build-manifest.json).
const BUDGET_BYTES = 25 * 1024;

function rootScripts(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../.next/build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

test("a lesson page loads no more than 25 KB gzip of JavaScript above an empty page of the app", async ({ page }) => {
  await signIn(page);
  const responses: Response[] = [];
  page.on("response", (response) => {
    const script = response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_next/static/");
    if (script && response.status() === 200) responses.push(response);
  });
  const lesson = courseNavigation.lessons[10]!;
  await page.goto(lesson.path, { waitUntil: "networkidle" });
  const scripts = new Map<string, number>();
  for (const response of responses) scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);

  const root = rootScripts();
  expect([...root].every((file) => scripts.has(file)), "the lesson page loads every root script").toBe(true);
  const sum = (files: string[]) => files.reduce((total, file) => total + scripts.get(file)!, 0);
  const rootBytes = sum([...root]);
  const extra = [...scripts.keys()].filter((file) => !root.has(file));
  const extraBytes = sum(extra);
  console.log(
    `JavaScript on ${lesson.path}: ${(rootBytes / 1024).toFixed(1)} KB gzip for every page, ` +
      `${(extraBytes / 1024).toFixed(1)} KB gzip more for the lesson (${extra.length} files)`,
  );
  expect(extraBytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
