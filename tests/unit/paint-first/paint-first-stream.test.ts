import { describe, expect, it } from "vitest";
import { PAINT_FIRST_MARK, paintFirst } from "@/lib/paint-first/paint-first";
import { paintFirstRewriter } from "@/lib/paint-first/paint-first-stream";

const NONCE = "bm9uY2U=";

// A page rendered per request, shortened, in the shape Next writes it: every element marked with the request's nonce,
// and a Suspense boundary's content streamed after the shell with a script that is not async.
const PAGE =
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" nonce="${NONCE}"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>` +
  `<script nonce="${NONCE}">document.documentElement.dataset.theme="light"</script></head>` +
  `<body><main><h1>Your plan</h1><p>Ninety days ≈ twelve weeks — ✓</p></main>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"a\\u003cb"])</script>` +
  `<script src="/_next/static/chunks/late.js" async="" nonce="${NONCE}"></script>` +
  `<script nonce="${NONCE}">$RC("B:0","S:0")</script></body></html>`;

const loaderOf = (html: string) => new RegExp(`<script ${PAINT_FIRST_MARK}="" nonce="${NONCE}">[\\s\\S]*?</script>`).exec(html)?.[0];

function rewrite(pieces: string[]): string {
  const rewriter = paintFirstRewriter(NONCE);
  return pieces.map((piece) => rewriter.write(piece)).join("") + rewriter.end();
}

describe("paintFirstRewriter", () => {
  it("makes of a whole page what the build makes of a prepared one, with the loader under the request's nonce", () => {
    const page = rewrite([PAGE]);
    expect(page.replace(` nonce="${NONCE}">(function`, ">(function")).toBe(paintFirst(PAGE));
    expect(page).not.toMatch(/async=""/);
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`);
    expect(page).toMatch(new RegExp(`\\$RC\\("B:0","S:0"\\)</script><script ${PAINT_FIRST_MARK}=""[^>]*>\\(function[^]*</script></body></html>$`));
    expect(loaderOf(page)).toContain("/_next/static/chunks/late.js");
  });

  it("gives the same page however the server cuts it into pieces", () => {
    const whole = rewrite([PAGE]);
    for (let cut = 1; cut < PAGE.length; cut++) expect(rewrite([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(whole);
    expect(rewrite([...PAGE])).toBe(whole);
  });

  it("sends the shell as soon as it is complete, before the rest of the page has rendered", () => {
    const rewriter = paintFirstRewriter(NONCE);
    const shellEnd = PAGE.indexOf("</main>") + "</main>".length;
    const sent = rewriter.write(PAGE.slice(0, shellEnd));
    expect(sent).toContain("<h1>Your plan</h1>");
    expect(sent).not.toContain("react-dom.js");
  });

  it("holds back an element that may be one to move until it is complete", () => {
    const rewriter = paintFirstRewriter(NONCE);
    expect(rewriter.write('<html><body><p>Text</p><script src="/a.js" as')).toBe("<html><body><p>Text</p>");
    expect(rewriter.write('ync=""></script><p>More</p><scr')).toBe("<p>More</p>");
    expect(rewriter.write("ipt>x()</script></body></html>")).toMatch(/^<script>x\(\)<\/script><script data-paint-first="" nonce="bm9uY2U=">.*\/a\.js.*<\/script><\/body><\/html>$/);
  });

  it("passes a page with nothing to move (a prepared lesson) as it came", () => {
    const prepared = paintFirst(PAGE);
    expect(rewrite([prepared.slice(0, 300), prepared.slice(300)])).toBe(prepared);
  });

  it("still gives the scripts to a page cut short before </body>", () => {
    const cut = PAGE.slice(0, PAGE.indexOf("</main>"));
    const page = rewrite([cut]);
    expect(page.startsWith(cut.replace(/<link rel="preload"[^>]*>|<script src="[^"]*" async=""[^>]*><\/script>/g, ""))).toBe(true);
    expect(loaderOf(page)).toContain("/_next/static/chunks/react-dom.js");
  });
});
