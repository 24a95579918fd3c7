import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Response } from "@playwright/test";
import { LESSON_BUDGET, MEMBER_PAGES, REFERENCE_LESSON } from "../../scripts/bench-pages";
import { signIn, test } from "./support";

// A lesson page may load at most 25 KB (gzip) of JavaScript above what every page of the app loads: the
// framework's root scripts, which an empty App Router page of this build loads too (.next/build-manifest.json).
// Every other member page (scripts/bench-pages.ts: /plan, /stories, and each page added there) is held to its own
// budget, the lesson's unless it says otherwise.
const PAGES = [{ name: "lesson", path: REFERENCE_LESSON.path, budget: LESSON_BUDGET }, ...MEMBER_PAGES];

function rootScripts(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../.next/build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

for (const { name, path: pagePath, budget } of PAGES) {
  test(`the ${name} page loads no more than ${budget.scriptBytes / 1024} KB gzip of JavaScript above an empty page of the app`, async ({ page }) => {
    await signIn(page);
    // The welcome lesson's own script files, asked for after its paint, must not be counted for the next page.
    await page.waitForLoadState("networkidle");
    const responses: Response[] = [];
    page.on("response", (response) => {
      const script = response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_next/static/");
      if (script && response.status() === 200) responses.push(response);
    });
    await page.goto(pagePath, { waitUntil: "networkidle" });
    const scripts = new Map<string, number>();
    for (const response of responses) scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);

    const root = rootScripts();
    expect([...root].every((file) => scripts.has(file)), `the ${name} page loads every root script`).toBe(true);
    const sum = (files: string[]) => files.reduce((total, file) => total + scripts.get(file)!, 0);
    const rootBytes = sum([...root]);
    const extra = [...scripts.keys()].filter((file) => !root.has(file));
    const extraBytes = sum(extra);
    console.log(
      `JavaScript on ${pagePath}: ${(rootBytes / 1024).toFixed(1)} KB gzip for every page, ` +
        `${(extraBytes / 1024).toFixed(1)} KB gzip more for the ${name} page (${extra.length} files)`,
    );
    expect(extraBytes).toBeLessThanOrEqual(budget.scriptBytes);
  });
}
