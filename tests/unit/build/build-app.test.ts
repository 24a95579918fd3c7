import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparedLessons } from "@/lib/course/prepared-lessons";
import { buildApp, type NextBuild } from "../../../scripts/build-app";
import packageJson from "../../../package.json";

// `npm run build` then `npm start` builds once: the build command leaves the stamp `npm start` asks for. A checkout of
// its own, where a stand-in for `next build` leaves the files finishBuild rewrites.
let root: string;
let builds: number;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const fakeNextBuild: NextBuild = async () => {
  builds++;
  write(".next/BUILD_ID", "test");
  for (const lesson of preparedLessons()) write(`.next/server/app/${lesson.path}.html`, `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>`);
  write(".next/static/chunks/react-dom.js", 'var k="__reactFiber$"+r;');
  return 0;
};

const env = (settings: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: "production", ...settings });
/** What `npm start` has in its environment: it reads `.env.local` into it before deciding (scripts/start.ts). */
const startEnv = () => env(Object.fromEntries(fs.readFileSync(path.join(root, ".env.local"), "utf8").split("\n").filter(Boolean).map((line) => line.split("=") as [string, string])));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-app-"));
  builds = 0;
  write("app/page.tsx", "export default function Page() { return null; }");
  write(".env.local", "NEXT_PUBLIC_PRODUCT_NAME=Our course\nNEXT_PUBLIC_SUPABASE_URL=https://example.supabase.co\n");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the production build", () => {
  it("is what `npm run build` makes, always building", () => {
    expect(packageJson.scripts.build).toBe("tsx scripts/build-app.ts --always");
  });

  it("made by `npm run build` is served by `npm start` without building again, .env.local and all", async () => {
    expect(await buildApp(env(), { always: true, root, build: fakeNextBuild })).toBe("built");
    expect(await buildApp(startEnv(), { root, build: fakeNextBuild })).toBe("current");
    expect(builds).toBe(1);
  });

  it("is made again when a source or a NEXT_PUBLIC_ setting changed since", async () => {
    await buildApp(env(), { root, build: fakeNextBuild });
    write("app/page.tsx", "export default function Page() { return 1; }");
    expect(await buildApp(env(), { root, build: fakeNextBuild })).toBe("built");
    expect(await buildApp(env({ NEXT_PUBLIC_PRODUCT_NAME: "Another" }), { root, build: fakeNextBuild })).toBe("built");
    expect(builds).toBe(3);
  });

  it("is not taken as current after a failed build", async () => {
    expect(await buildApp(env(), { root, build: async () => 1 })).toBe(1);
    expect(await buildApp(env(), { root, build: fakeNextBuild })).toBe("built");
  });
});
