import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { courseNavigation } from "@/lib/course/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

// A build of two prepared lessons in a directory of its own, as `next build` leaves them for `next start`.
const LESSON = courseNavigation.lessons[3]!.path;
const OTHER = courseNavigation.lessons[4]!.path;
let root: string;

async function load() {
  vi.resetModules();
  vi.spyOn(process, "cwd").mockReturnValue(root);
  return import("@/lib/security/prepared-page");
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "prepared-"));
  for (const [lesson, script] of [[LESSON, "self.__next_f.push([1])"], [OTHER, "self.__next_f.push([2])"]] as const) {
    const file = path.join(root, ".next", "server", "app", `${lesson}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<html><head><script src="/_next/static/a.js" async></script></head><body><script>${script}</script></body></html>`);
  }
  vi.stubEnv("NODE_ENV", "production");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("preparedLessonInline", () => {
  it("gives each prepared lesson the hashes of its own inline scripts, a trailing slash or query ignored", async () => {
    const { inlineHashes, preparedLessonInline } = await load();
    const own = inlineHashes(fs.readFileSync(path.join(root, ".next", "server", "app", `${LESSON}.html`), "utf8"));
    expect(own.scripts).toHaveLength(1);
    expect(preparedLessonInline(LESSON)).toEqual(own);
    expect(preparedLessonInline(`${LESSON}/`)).toEqual(own);
    expect(preparedLessonInline(OTHER)!.scripts).not.toEqual(own.scripts);
  });

  it("gives null, so the page gets a nonce, for a lesson with no prepared file, any other path, and under next dev", async () => {
    const { preparedLessonInline } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(preparedLessonInline(WELCOME_PATH)).toBeNull();
    expect(log, "the welcome lesson is never prepared").not.toHaveBeenCalled();
    expect(preparedLessonInline("/profile")).toBeNull();
    expect(preparedLessonInline(`${LESSON}.html`)).toBeNull();
    vi.stubEnv("NODE_ENV", "development");
    expect(preparedLessonInline(OTHER)).toBeNull();
  });

  it("says once in the log when a server cannot see the build's lesson pages, whose scripts the policy would then refuse", async () => {
    fs.rmSync(path.join(root, ".next"), { recursive: true });
    const { preparedLessonInline } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(preparedLessonInline(LESSON)).toBeNull();
    expect(preparedLessonInline(OTHER)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toContain("the lessons' scripts will be refused by the Content-Security-Policy");
  });
});
