import { describe, expect, it, vi } from "vitest";
import { PAINT_FIRST_MARK, paintFirst } from "@/lib/paint-first/paint-first";

// A prepared lesson's HTML, shortened, in the shape `next build` writes it.
const PAGE =
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>` +
  `<link rel="preload" href="/api/member-frame" as="fetch" crossorigin=""/>` +
  `<script>document.documentElement.dataset.theme="light"</script>` +
  `<script src="/_next/static/chunks/boot.js" async=""></script></head>` +
  `<body><article><p>The lesson.</p></article><script>self.__next_f.push([1,"x"])</script></body></html>`;

type Added = { tag: string; attributes: Record<string, string> };

/** Runs the page's loader against a stand-in browser; returns what it added, and the paint observer and timer. */
function runLoader(html: string, browser: { visibility?: string; paintTiming?: boolean }) {
  const loader = /<script data-paint-first="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Added[] = [];
  let observer: (() => void) | undefined;
  let timer: (() => void) | undefined;
  const element = (tag: string) => ({ tag, attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } });
  const document = { visibilityState: browser.visibility ?? "visible", createElement: element, head: { appendChild: ({ tag, attributes }: Added) => added.push({ tag, attributes }) } };
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming === false ? ["resource"] : ["paint", "resource"];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observer = () => this.callback([], { disconnect: vi.fn() });
    }
  }
  new Function("window", "document", "setTimeout", loader)({ PerformanceObserver }, document, (callback: () => void, ms: number) => {
    expect(ms).toBe(3000);
    timer = callback;
  });
  return { added, paint: () => observer!(), timeout: () => timer!() };
}

describe("paintFirst", () => {
  it("takes the async scripts and the script and fetch preloads out of the markup", () => {
    const page = paintFirst(PAGE);
    const markup = page.replace(/<script data-paint-first="">[\s\S]*?<\/script>/, "");
    expect(markup).not.toMatch(/async=""/);
    expect(markup).not.toContain("/api/member-frame");
    expect(markup).not.toContain('rel="preload"');
  });

  it("leaves the stylesheet, the scripts for old browsers and the inline scripts where they were", () => {
    const page = paintFirst(PAGE);
    for (const kept of ['<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>', '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>', '<script>document.documentElement.dataset.theme="light"</script>', '<script>self.__next_f.push([1,"x"])</script>']) {
      expect(page).toContain(kept);
    }
  });

  it("puts the loader last in <body>", () => {
    expect(paintFirst(PAGE)).toMatch(/<script>self.__next_f.push\(\[1,"x"\]\)<\/script><script data-paint-first="">(?:(?!<\/script>)[\s\S])*<\/script><\/body><\/html>$/);
  });

  it("adds nothing before the first paint is reported, then everything it moved, in order, once", () => {
    const { added, paint, timeout } = runLoader(paintFirst(PAGE), {});
    expect(added).toEqual([]);
    paint();
    expect(added).toEqual([
      { tag: "link", attributes: { rel: "preload", as: "script", fetchpriority: "low", href: "/_next/static/chunks/boot.js" } },
      { tag: "script", attributes: { src: "/_next/static/chunks/react-dom.js", async: "" } },
      { tag: "script", attributes: { src: "/_next/static/chunks/page.js", async: "" } },
      { tag: "link", attributes: { rel: "preload", href: "/api/member-frame", as: "fetch", crossorigin: "" } },
      { tag: "script", attributes: { src: "/_next/static/chunks/boot.js", async: "" } },
    ]);
    timeout();
    paint();
    expect(added).toHaveLength(5);
  });

  it("loads everything when no paint is reported within three seconds", () => {
    const { added, timeout } = runLoader(paintFirst(PAGE), {});
    timeout();
    expect(added).toHaveLength(5);
  });

  it("loads at once in a hidden page, which is not painted until shown, and in a browser without paint timing", () => {
    expect(runLoader(paintFirst(PAGE), { visibility: "hidden" }).added).toHaveLength(5);
    expect(runLoader(paintFirst(PAGE), { paintTiming: false }).added).toHaveLength(5);
  });

  it("changes nothing on a page it already rewrote", () => {
    const once = paintFirst(PAGE);
    expect(once).toContain(PAINT_FIRST_MARK);
    expect(paintFirst(once)).toBe(once);
  });

  it("refuses a page with no async script to move, as Next would write it if it changed how it loads pages", () => {
    expect(() => paintFirst(PAGE.replaceAll(' async=""', ""))).toThrow(/no script with async/);
  });
});
