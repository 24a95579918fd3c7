import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeDraft } from "@/features/practice/answer-draft";
import { writeStoryDraft } from "@/features/stories/story-draft";
import { writeOffers } from "@/features/offers/offer-storage";
import { BLANK_OFFER } from "@/features/offers/offer-fields";
import { writeKitClock, writeKitScores } from "@/features/mocks/kit/kit-storage";
import { browserQueue } from "@/lib/browser-queue";
import { clearMemberStorage, MEMBER_STORAGE } from "@/lib/member-storage";

/** localStorage as a browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  keys() {
    return [...this.items.keys()];
  }
}

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE_DIRS = ["app", "components", "features", "lib"];
/** The list of names, and the code that clears what is kept under them. */
const NAMES_FILE = "lib/member-storage-names.ts";
const OWNER = "lib/member-storage.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}
const sources = SOURCE_DIRS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

describe("the member's browser storage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is written only under the names lib/member-storage-names.ts lists, so a new key cannot be missed at sign-out", () => {
    const usesStorage = sources.filter(({ text }) => /\b(localStorage|sessionStorage|indexedDB)\b/.test(text));
    expect(usesStorage.length).toBeGreaterThan(0);
    for (const { file, text } of usesStorage) {
      if (file === OWNER || file === NAMES_FILE || file === "lib/browser-queue.ts") continue;
      // Every other file that touches storage builds its keys from the list.
      expect(text, `${file} touches browser storage without the key list`).toMatch(/memberStorageKey\(MEMBER_STORAGE\.\w+/);
      expect(text, `${file} uses IndexedDB, which sign-out does not clear`).not.toMatch(/\bindexedDB\b/);
    }
    for (const { file, text } of sources) {
      if (file === NAMES_FILE) continue;
      // A key name spelled out anywhere but the list is one sign-out would not know (cookies, named *COOKIE, aside).
      const spelled = text.split("\n").filter((line) => /["'`]pim-/.test(line) && !/COOKIE\b/.test(line));
      expect(spelled, `${file} spells out a storage key name`).toEqual([]);
      for (const call of text.matchAll(/\bbrowserQueue(?:<[^>]*>)?\(\s*([^,]+),/g)) {
        if (file !== "lib/browser-queue.ts") expect(call[1], `${file} names a queue outside the list`).toMatch(/^MEMBER_STORAGE\.\w+$/);
      }
    }
  });

  it("is removed from localStorage and sessionStorage on sign-out, every writer's keys, and nothing else", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    vi.stubGlobal("localStorage", local);
    vi.stubGlobal("sessionStorage", session);
    local.setItem("another-site-setting", "kept");
    session.setItem("pim-practice:m1:q1", "{}");
    const place = { memberId: "m1", mockId: null, questionId: "q1" };
    writeDraft("m1", "q1", { attemptId: "a1", answer: "Typed answer", seconds: 12 });
    writeStoryDraft("m1", { title: "Draft story" });
    writeOffers("m1", [BLANK_OFFER]);
    writeKitScores(place, { scores: { results: 3 }, notes: "Notes" } as never);
    writeKitClock("interviewer", place, { elapsedBefore: 10, startedAt: null });
    const never = () => new Promise<{ ok?: true }>(() => undefined);
    for (const name of [MEMBER_STORAGE.progressQueue, MEMBER_STORAGE.drillQueue]) browserQueue<string>(name, never, 5).add("m1", "event");
    const written = local.keys().filter((key) => key !== "another-site-setting");
    // One key for each name on the list: every writer wrote, so each name is exercised.
    expect(new Set(written.map((key) => key.split(":")[0]))).toEqual(new Set(Object.values(MEMBER_STORAGE)));

    clearMemberStorage();
    expect(local.keys()).toEqual(["another-site-setting"]);
    expect(session.keys()).toEqual([]);
  });
});
