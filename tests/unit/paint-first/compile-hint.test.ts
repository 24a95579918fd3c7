import { describe, expect, it } from "vitest";
import { COMPILE_HINT, holdsReactDom, withCompileHint } from "@/lib/paint-first/compile-hint";

describe("holdsReactDom", () => {
  it("knows React DOM's file by the key it gives the fibers on elements", () => {
    expect(holdsReactDom('var d="__reactFiber$"+Math.random().toString(36).slice(2)')).toBe(true);
    expect(holdsReactDom("(globalThis.TURBOPACK||[]).push([1,function(){}])")).toBe(false);
  });
});

describe("withCompileHint", () => {
  it("puts V8's whole-file hint on the first line, once", () => {
    const hinted = withCompileHint("(function(){})()");
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted).toBe(`${COMPILE_HINT}(function(){})()`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
