import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

const PUBLIC = path.resolve(import.meta.dirname, "../../../public");
// The matcher is a path pattern whose only special part is a regular expression; anchored, it reads as one.
const seenByProxy = (pathname: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));

function publicFiles(dir = PUBLIC, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

describe("the proxy's matcher", () => {
  it("leaves out every file that exists in public/, and Next's static assets", () => {
    const files = publicFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(seenByProxy(file), file).toBe(false);
    expect(seenByProxy("/_next/static/chunks/app.js")).toBe(false);
    expect(seenByProxy("/_next/image?url=%2Flessons%2Fx.png&w=640&q=75")).toBe(false);
    expect(seenByProxy("/icon.svg"), "the icon Next makes from app/icon.svg").toBe(false);
  });

  it.each(["/login", "/dashboard/intro/welcome", "/profile", "/dashboard/intro/welcome.png", "/secret.txt", "/x.svg", "/lessons/missing.png", "/lessons/../profile", "/robots.txt/extra", "/icons.svg"])(
    "sends %s through the proxy (its headers and route rules)",
    (pathname) => {
      expect(seenByProxy(pathname)).toBe(true);
    },
  );
});
