import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PALETTE_FILE, darkPalette } from "../../../scripts/dark-palette";
import { themeAttribute, themeFrom } from "@/lib/theme/theme";

describe("the dark palette", () => {
  it("is current with the installed Tailwind (run `npx tsx scripts/dark-palette.ts` when this fails)", () => {
    expect(readFileSync(PALETTE_FILE, "utf8")).toBe(darkPalette());
  });

  it("pairs each shade with its mirror, white with the darkest slate, and names every colour once", () => {
    const css = darkPalette();
    expect(css).toContain("--color-slate-100: light-dark(oklch(96.8% 0.007 247.896), oklch(20.8% 0.042 265.755));");
    expect(css).toContain("--color-violet-500: light-dark(oklch(60.6% 0.25 292.717), oklch(60.6% 0.25 292.717));");
    expect(css).toContain("--color-white: light-dark(#fff, oklch(12.9% 0.042 264.695));");
    const names = [...css.matchAll(/--color-([a-z0-9-]+):/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(200);
  });
});

describe("the theme cookie", () => {
  it("names light or dark, and anything else means the device's setting", () => {
    expect(themeFrom("dark")).toBe("dark");
    expect(themeFrom("light")).toBe("light");
    for (const value of [undefined, "", "system", "DARK", "blue"]) expect(themeFrom(value)).toBe("system");
    expect(themeAttribute("system")).toBeUndefined();
    expect(themeAttribute("dark")).toBe("dark");
  });
});
