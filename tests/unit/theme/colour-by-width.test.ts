import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The every-lesson accessibility scan checks the dark theme's colours at one width only, plus what only a phone shows
// (tests/e2e/every-lesson-a11y.spec.ts). That holds only while no colour depends on the screen's width: a Tailwind
// colour class behind a width variant (`sm:text-slate-400`, `max-md:bg-white`, `@lg:border-red-200`), or a CSS rule
// for a width that sets a colour. This test keeps it so.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const FOLDERS = ["app", "components", "features", "content", "lib"];
const SOURCE = /\.(tsx?|mdx|css)$/;

const WIDTH_VARIANT = String.raw`(?:(?:max-|min-)?(?:sm|md|lg|xl|2xl)|(?:max|min)-\[[^\]\s]+\]|@[a-z0-9]*(?:\[[^\]\s]+\])?)`;
const COLOUR_UTILITY = String.raw`(?:text|bg|border(?:-[xytrbl])?|ring|outline|decoration|fill|stroke|from|via|to|shadow|divide|placeholder|caret|accent)-(?:[a-z]+-\d{2,3}|white|black|transparent|current|inherit|\[|\()`;
const COLOUR_BY_WIDTH = new RegExp(String.raw`(?:^|[\s"'\`{])${WIDTH_VARIANT}(?::[a-z-]+)*:!?${COLOUR_UTILITY}`, "m");

/** Width-dependent CSS blocks (`@media (min-width…)`, `@container`) that set a colour. */
function colourRulesByWidth(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/@(?:media[^{]*width|container)[^{]*\{/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < css.length; end++) {
      if (css[end] === "{") depth++;
      else if (css[end] === "}" && --depth === 0) break;
    }
    const block = css.slice(match.index, end + 1);
    if (/(?:^|[\s;{])(?:color|background(?:-color)?|border(?:-[a-z]+)?-color|outline-color|fill|stroke)\s*:/.test(block)) found.push(match[0]);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.join(folder, file));
}

describe("no colour depends on the screen's width", () => {
  it("finds a colour behind a width variant, and a colour in a CSS rule for a width (what it guards against)", () => {
    for (const bad of [`className="p-4 sm:text-slate-400"`, `"xl:hover:bg-white"`, `'max-md:border-red-200'`, "`@lg:text-[#777]`", `"min-[400px]:ring-violet-300"`]) {
      expect(COLOUR_BY_WIDTH.test(bad), bad).toBe(true);
    }
    for (const fine of [`className="text-slate-600 sm:text-sm xl:block md:border-2 lg:px-6"`, `"hover:bg-slate-100 focus:ring-violet-600"`]) {
      expect(COLOUR_BY_WIDTH.test(fine), fine).toBe(false);
    }
    expect(colourRulesByWidth("@media (min-width: 40rem) { .x { color: red; } }")).toHaveLength(1);
    expect(colourRulesByWidth("@media (min-width: 40rem) { .x { padding: 0; } } .y { color: red; }")).toEqual([]);
    expect(colourRulesByWidth("@media (prefers-reduced-motion: reduce) { .x { color: red; } }")).toEqual([]);
  });

  it("in the site's code, lessons and styles", () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const lines = text.split("\n").flatMap((line, index) => (COLOUR_BY_WIDTH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
      return file.endsWith(".css") ? [...lines, ...colourRulesByWidth(text).map((rule) => `${file}: ${rule}`)] : lines;
    });
    expect(offenders).toEqual([]);
  });
});
