import path from "node:path";
import type { NextConfig } from "next";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { describe, expect, it } from "vitest";
import { lessonSvgSize, svgSize } from "@/lib/course/lesson-image-files";
import { imageHostName, imageRemotePatterns, isOnImageHost, isSvg } from "@/lib/course/lesson-images";

const publicDir = path.join(import.meta.dirname, "../fixtures/good/public");

/** Whether next/image, configured with these patterns, would fetch `src` (Next's own matcher). */
const allowed = (patterns: ReturnType<typeof imageRemotePatterns>, src: string) => hasRemoteMatch([], patterns, new URL(src));

describe("imageRemotePatterns", () => {
  it("allows nothing remote when no image host is configured", () => {
    expect(imageRemotePatterns("")).toEqual([]);
    expect(imageRemotePatterns("  ")).toEqual([]);
  });

  it("allows https on the configured host, any path, and is a valid next.config value", () => {
    const patterns = imageRemotePatterns("images.example.com");
    expect(patterns).toEqual([{ protocol: "https", hostname: "images.example.com", port: "", pathname: "/**" }]);
    const images: NextConfig["images"] = { remotePatterns: patterns };
    expect(images.remotePatterns).toHaveLength(1);
    for (const src of ["https://images.example.com/funnel.png", "https://images.example.com/a/b/c.svg?v=2"]) {
      expect(allowed(patterns, src), src).toBe(true);
    }
  });

  it("refuses http, other hosts, subdomains and other ports", () => {
    const patterns = imageRemotePatterns("Images.Example.com");
    for (const src of [
      "http://images.example.com/funnel.png",
      "https://example.com/funnel.png",
      "https://cdn.images.example.com/funnel.png",
      "https://images.example.com.evil.test/funnel.png",
      "https://images.example.com:8443/funnel.png",
    ]) {
      expect(allowed(patterns, src), src).toBe(false);
    }
  });

  it("refuses a configured value that is not a bare host name, instead of allowing nothing", () => {
    for (const value of ["https://images.example.com", "images.example.com/lessons", "images.example.com:8443", "*.example.com", "images..example.com"]) {
      expect(() => imageRemotePatterns(value), value).toThrow(/NEXT_PUBLIC_IMAGE_HOST must be a host name/);
    }
    expect(imageHostName(" Images.Example.COM ")).toBe("images.example.com");
  });
});

describe("isOnImageHost", () => {
  it("accepts https addresses on the host only", () => {
    expect(isOnImageHost("https://images.example.com/a.png", "images.example.com")).toBe(true);
    expect(isOnImageHost("http://images.example.com/a.png", "images.example.com")).toBe(false);
    expect(isOnImageHost("https://user@images.example.com/a.png", "images.example.com")).toBe(false);
    expect(isOnImageHost("https://images.example.com/a.png", "")).toBe(false);
    expect(isOnImageHost("/lessons/a.png", "images.example.com")).toBe(false);
  });
});

describe("isSvg", () => {
  it("goes by the file name, ignoring a query or fragment", () => {
    expect(isSvg("/lessons/steps.svg")).toBe(true);
    expect(isSvg("https://images.example.com/steps.SVG?v=1")).toBe(true);
    expect(isSvg("/lessons/steps.png")).toBe(false);
    expect(isSvg("/lessons/svg.png#x.svg")).toBe(false);
  });
});

describe("svgSize", () => {
  it("reads width and height, else the viewBox, of the root tag", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="620px" viewBox="0 0 240 310">')).toEqual({ width: 480, height: 620 });
    expect(svgSize("<?xml version='1.0'?>\n<svg viewBox='0, 0, 480, 300'><rect width='10' height='5'/></svg>")).toEqual({ width: 480, height: 300 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 400 200"></svg>')).toEqual({ width: 400, height: 200 });
  });

  it("is null for an SVG without a size, or not an SVG", () => {
    expect(svgSize("<svg><rect width='10' height='5'/></svg>")).toBeNull();
    expect(svgSize('<svg viewBox="0 0 0 100"></svg>')).toBeNull();
    expect(svgSize("<html></html>")).toBeNull();
  });
});

describe("lessonSvgSize", () => {
  it("reads a lesson SVG's size from the public folder", () => {
    expect(lessonSvgSize("/lessons/steps.svg", publicDir)).toEqual({ width: 480, height: 300 });
  });

  it("is null for a missing file, another folder, a path that climbs out and a remote address", () => {
    for (const src of ["/lessons/missing.svg", "/other/steps.svg", "/lessons/../lessons/steps.svg", "https://images.example.com/steps.svg"]) {
      expect(lessonSvgSize(src, publicDir), src).toBeNull();
    }
  });
});
