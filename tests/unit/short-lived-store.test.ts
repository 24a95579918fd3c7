import { describe, expect, it } from "vitest";
import { shortLivedStore } from "@/lib/short-lived-store";

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10));

describe("answers kept briefly per member", () => {
  it("keeps an answer for its time, then forgets it", async () => {
    const store = shortLivedStore<number>("test-kept", () => 20);
    store.set("member", 3);
    expect(store.get("member")).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(store.get("member")).toBeUndefined();
  });

  it("asks once for requests that arrive while an answer is being fetched, and afresh once it has come", async () => {
    const store = shortLivedStore<number>("test-shared", () => 60_000);
    let asked = 0;
    const ask = () => store.shared("member", () => later(++asked));
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([1, 1, 1]);
    expect(await ask()).toBe(2);
    // Another member's answer is fetched on its own.
    expect(await Promise.all([ask(), store.shared("other", () => later(++asked))])).toEqual([3, 4]);
  });

  it("keeps what a load gives for later requests, but not an answer that could not be read", async () => {
    const store = shortLivedStore<number>("test-get-or-load", () => 60_000);
    let asked = 0;
    expect(await store.getOrLoad("unread", async () => (asked++, null))).toBeNull();
    expect(await store.getOrLoad("unread", async () => (asked++, 7))).toBe(7);
    expect(await store.getOrLoad("unread", async () => (asked++, 8))).toBe(7);
    expect(await Promise.all([store.getOrLoad("zero", () => later((asked++, 0))), store.getOrLoad("zero", () => later((asked++, 9)))])).toEqual([0, 0]);
    expect(store.get("zero")).toBe(0);
    expect(asked).toBe(3);
  });

  it("gives a failed fetch to those who waited for it, and tries again on the next request", async () => {
    const store = shortLivedStore<number>("test-failed", () => 60_000);
    const failing = () => store.shared("member", () => later(0).then(() => Promise.reject(new Error("backend down"))));
    await expect(Promise.all([failing(), failing()])).rejects.toThrow("backend down");
    expect(await store.shared("member", () => later(5))).toBe(5);
  });
});
