import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERIAL_FILES } from "../../../playwright.config";

const E2E = path.join(process.cwd(), "tests", "e2e");
const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts"));
// What takes the shared backend away, or brings it back with other settings, from under the tests beside it.
const RESTARTS = /\b(stopBackendProcess|startBackendProcess)\(/;

describe("the end-to-end files that run one at a time", () => {
  // A file that restarts the shared backend while another worker's test talks to it fails that test with
  // "fetch failed": takeover.spec.ts did so from the parallel project, now and then, beside the story page's save.
  it("hold every file that stops or restarts the shared backend", () => {
    const restarting = specs.filter((name) => RESTARTS.test(readFileSync(path.join(E2E, name), "utf8")));
    expect(restarting.length).toBeGreaterThan(0);
    expect(restarting.filter((name) => !SERIAL_FILES.includes(name))).toEqual([]);
  });

  it("name only files that exist", () => {
    expect(SERIAL_FILES.filter((name) => !specs.includes(name))).toEqual([]);
  });
});
