import { describe, expect, it } from "vitest";
import { checkImage, checkSvg } from "@/lib/content-check/check-images";

const context = { imageHost: "images.example.com", lessonImages: new Set(["/lessons/funnel.svg", "/lessons/my chart.png"]) };

describe("checkImage", () => {
  it("accepts a local file that exists, also with an encoded name, and https on the image host", () => {
    for (const src of ["/lessons/funnel.svg", "/lessons/my%20chart.png", "https://images.example.com/a/b.png?w=2"]) {
      expect(checkImage(src, context), src).toBeNull();
    }
  });

  it("refuses the image host on another port, with a user name or without https:", () => {
    expect(checkImage("https://images.example.com:8443/a.png", context)?.fix).toBe('Write "https://images.example.com/a.png".');
    expect(checkImage("https://me@images.example.com/a.png", context)?.message).toMatch(/not a plain https:\/\/ address/);
    expect(checkImage("//images.example.com/a.png", context)?.fix).toBe('Write "https://images.example.com/a.png".');
  });

  it("refuses other hosts, data: URLs and paths outside public/lessons", () => {
    expect(checkImage("https://images.example.com.evil.test/a.png", context)?.message).toMatch(/is on images\.example\.com\.evil\.test/);
    expect(checkImage("https://sub.images.example.com/a.png", context)?.message).toMatch(/may only come from images\.example\.com/);
    expect(checkImage(`data:image/png;base64,${"A".repeat(200)}`, context)?.message).toMatch(/^The image "data:image\/png;base64,A+\.\.\." is not a file in public\/lessons\/\.$/);
    expect(checkImage("/lessons/../robots.txt", context)?.message).toMatch(/does not exist/);
    expect(checkImage("lessons/funnel.svg", context)?.message).toMatch(/is not a file in public\/lessons/);
  });
});

describe("checkSvg", () => {
  const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><title>Steps</title><text>onboarding = 20%</text></svg>';

  it("accepts a plain drawing with a size, whatever its text says", () => {
    expect(checkSvg(ok)).toEqual([]);
    expect(checkSvg(ok.replace("<title>", '<use href="#arrow"/><image href="data:image/png;base64,AA"/><title>'))).toEqual([]);
  });

  it("refuses scripts, event handlers, javascript: links, embedded HTML and outside files", () => {
    for (const part of ["<script>alert(1)</script>", '<rect onload="alert(1)"/>', '<a href="javascript:alert(1)">x</a>', "<foreignObject/>"]) {
      expect(checkSvg(ok.replace("<title>", `${part}<title>`)).map((finding) => finding.message), part).toContain(
        "This SVG holds a script, an event handler or embedded HTML.",
      );
    }
    expect(checkSvg(ok.replace("<title>", '<image href="/lessons/photo.png"/><title>'))[0]?.message).toMatch(/refers to another file/);
  });

  it("refuses a file that is not an SVG", () => {
    expect(checkSvg("<html></html>")).toEqual([{ message: "This file is not an SVG image.", fix: "Save the drawing as SVG." }]);
  });
});
