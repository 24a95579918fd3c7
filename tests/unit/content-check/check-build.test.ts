import path from "node:path";
import { describe, expect, it } from "vitest";
import { refuseBrokenContent } from "@/lib/content-check/check-build";
import { brokenManifest } from "../fixtures/broken/manifest";
import { goodManifest } from "../fixtures/good/manifest";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const course = (name: "good" | "broken", manifest: typeof goodManifest) => ({
  contentDir: path.join(fixtures, name),
  publicDir: path.join(fixtures, name, "public"),
  manifest,
  imageHost: "images.example.com",
});

// What `next build` runs before it renders lessons (generateStaticParams of the lesson route).
describe("refuseBrokenContent", () => {
  it("lets a course without errors build", async () => {
    await expect(refuseBrokenContent({ ...course("good", goodManifest), wordRange: () => ({ min: 1, max: 400, kind: "fixture lesson" }) })).resolves.toBeUndefined();
  });

  it("stops the build with the content check's own report: file, line, message and fix", async () => {
    await expect(refuseBrokenContent(course("broken", brokenManifest))).rejects.toThrow(
      /^The content check found \d+ problems:\n\n[\s\S]*fixtures\/broken\/basics\/bad-frontmatter\.mdx:\d+\n {2}Frontmatter [\s\S]*\n {2}Fix: /,
    );
  });
});
