import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "@/lib/course/copy-guard-keys";

type Modifier = "ctrl" | "meta" | "shift";

/** A key press as the browser reports it: `key` is what the key types (upper case when shift is held). */
const press = (key: string, ...modifiers: Modifier[]) => ({
  key,
  ctrlKey: modifiers.includes("ctrl"),
  metaKey: modifiers.includes("meta"),
  shiftKey: modifiers.includes("shift"),
});
const label = (event: ReturnType<typeof press>) =>
  [event.ctrlKey && "ctrl", event.metaKey && "cmd", event.shiftKey && "shift", event.key].filter(Boolean).join("+");

// The guarded shortcuts (docs/decisions.md, 'Lesson pages'): ctrl+C, ctrl+X, ctrl+P, ctrl+S, ctrl+shift+I and
// F12, and the same with cmd on a Mac.
const BLOCKED = [
  press("c", "ctrl"),
  press("x", "ctrl"),
  press("p", "ctrl"),
  press("s", "ctrl"),
  press("I", "ctrl", "shift"),
  press("F12"),
  press("F12", "shift"),
  press("C", "ctrl"), // caps lock
  press("C", "ctrl", "shift"),
  press("S", "ctrl", "shift"),
  press("c", "meta"),
  press("x", "meta"),
  press("p", "meta"),
  press("s", "meta"),
  press("i", "meta"), // cmd+option+I reports the letter with the meta key held
  press("I", "meta", "shift"),
];

const ALLOWED = [
  press("c"),
  press("C", "shift"),
  press("x"),
  press("p"),
  press("s"),
  press("i"),
  press("I", "shift"),
  press("a", "ctrl"),
  press("v", "ctrl"),
  press("v", "meta"),
  press("f", "ctrl"),
  press("z", "ctrl"),
  press("i", "ctrl"),
  press("F5"),
  press("F11"),
  press("Enter", "ctrl"),
  press("ArrowDown"),
  press("Control", "ctrl"),
];

describe("isBlockedShortcut", () => {
  describe("in the lesson text", () => {
    it.each(BLOCKED.map((event) => [label(event), event] as const))("blocks %s", (_label, event) => {
      expect(isBlockedShortcut(event, false)).toBe(true);
    });

    it.each(ALLOWED.map((event) => [label(event), event] as const))("lets %s through", (_label, event) => {
      expect(isBlockedShortcut(event, false)).toBe(false);
    });
  });

  describe("in a form field", () => {
    it.each([press("c", "ctrl"), press("x", "ctrl"), press("c", "meta"), press("x", "meta"), press("C", "ctrl")].map((event) => [label(event), event] as const))(
      "lets the member copy and cut with %s",
      (_label, event) => {
        expect(isBlockedShortcut(event, true)).toBe(false);
      },
    );

    it.each([press("p", "ctrl"), press("s", "ctrl"), press("I", "ctrl", "shift"), press("F12"), press("s", "meta")].map((event) => [label(event), event] as const))(
      "still blocks %s",
      (_label, event) => {
        expect(isBlockedShortcut(event, true)).toBe(true);
      },
    );

    it.each(ALLOWED.map((event) => [label(event), event] as const))("lets %s through", (_label, event) => {
      expect(isBlockedShortcut(event, true)).toBe(false);
    });
  });
});
