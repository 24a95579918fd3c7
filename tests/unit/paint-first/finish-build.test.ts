import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "@/lib/paint-first/compile-hint";
import { PAINT_FIRST_MARK } from "@/lib/paint-first/paint-first";
import { preparedLessons } from "@/lib/course/prepared-lessons";
import { finishBuild } from "@/lib/paint-first/finish-build";

// A build in a directory of its own, with the files `next build` leaves that finishBuild rewrites.
const PAGE = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Lesson</p></body></html>`;
const PREPARED = preparedLessons();
let root: string;
const file = (...parts: string[]) => path.join(root, ".next", ...parts);
const write = (target: string, text: string) => {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "finish-build-"));
  for (const lesson of PREPARED) write(file("server", "app", `${lesson.path}.html`), PAGE);
  write(file("server", "route-cache", "APP_PAGE", "key", "$", `${PREPARED[0]!.path}.html`), PAGE);
  write(file("static", "chunks", "react-dom.js"), 'var k="__reactFiber$"+r;');
  write(file("static", "chunks", "page.js"), "(function(){})()");
  write(file("static", "chunks", "site.css"), "p{margin:0}");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("finishBuild", () => {
  it("rewrites every prepared lesson to paint before its scripts load", () => {
    expect(finishBuild(root).lessons).toBe(PREPARED.length);
    for (const lesson of PREPARED) expect(fs.readFileSync(file("server", "app", `${lesson.path}.html`), "utf8")).toContain(PAINT_FIRST_MARK);
  });

  it("drops the copies `next start` made of pages before they were rewritten", () => {
    finishBuild(root);
    expect(fs.existsSync(file("server", "route-cache"))).toBe(false);
  });

  it("puts the compile hint in React DOM's file alone", () => {
    expect(finishBuild(root).hinted).toEqual(["react-dom.js"]);
    expect(fs.readFileSync(file("static", "chunks", "react-dom.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
    expect(fs.readFileSync(file("static", "chunks", "page.js"), "utf8")).toBe("(function(){})()");
  });

  it("changes nothing when run again", () => {
    finishBuild(root);
    const once = fs.readFileSync(file("server", "app", `${PREPARED[0]!.path}.html`), "utf8");
    finishBuild(root);
    expect(fs.readFileSync(file("server", "app", `${PREPARED[0]!.path}.html`), "utf8")).toBe(once);
    expect(fs.readFileSync(file("static", "chunks", "react-dom.js"), "utf8")).toBe(`${COMPILE_HINT}var k="__reactFiber$"+r;`);
  });

  it("stops a build that prepared no page for a lesson, naming the file", () => {
    fs.rmSync(file("server", "app", `${PREPARED[2]!.path}.html`));
    expect(() => finishBuild(root)).toThrow(`${PREPARED[2]!.path}.html`);
  });

  it("stops a build with no React DOM file", () => {
    fs.rmSync(file("static", "chunks", "react-dom.js"));
    expect(() => finishBuild(root)).toThrow(/holds React DOM/);
  });
});
