// A page's HTML as Next writes it asks for the framework's script files (and, on a lesson, the member's frame) in its
// <head>, beside the stylesheet: script elements, and preloads of scripts and fetches. Those requests compete with
// the stylesheet, and a script that arrives first runs before the page is drawn: the text then waits for the
// framework, though it needs none of it. Rewritten, the page asks for them once its first paint has been shown
// (docs/performance.md, "Ninth round"). Prepared lessons are rewritten at build (paintFirst); pages rendered per
// request as they stream out of the server (./paint-first-stream.ts).

/** Marks a page already rewritten, so that rewriting twice changes nothing. */
export const PAINT_FIRST_MARK = "data-paint-first";

export type Moved = { tag: "link" | "script"; attributes: Record<string, string> };

const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), value ?? ""]));

/**
 * `html` with its async script elements and its preloads of scripts and fetches taken out, and added to `moved` in
 * their order. Every other element stays.
 */
export function takeDeferrable(html: string, moved: Moved[]): string {
  return html.replace(/<link\b[^>]*>|<script\b[^>]*><\/script>/g, (tag) => {
    const attributes = attributesOf(tag.slice(0, tag.indexOf(">")).replace(/\/$/, ""));
    if (tag.startsWith("<link")) {
      if (attributes.rel !== "preload" || (attributes.as !== "script" && attributes.as !== "fetch")) return tag;
      moved.push({ tag: "link", attributes });
    } else {
      if (!("src" in attributes) || !("async" in attributes)) return tag;
      moved.push({ tag: "script", attributes: { src: attributes.src!, async: "" } });
    }
    return "";
  });
}

// The loader, kept to syntax every browser parses so that an old one still runs the page (it then loads at once).
// A hidden page is not painted until shown, and a browser without paint timing cannot say when it painted: both
// load at once. The timer covers a visible page whose paint is never reported.
const loader = (elements: Moved[]) =>
  `(function(){var e=${JSON.stringify(elements).replace(/</g, "\\u003c")},d=0;function l(){if(d)return;d=1;e.forEach(function(x){var n=document.createElement(x.tag);for(var a in x.attributes)n.setAttribute(a,x.attributes[a]);document.head.appendChild(n)})}` +
  `var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return l();` +
  `new P(function(_,o){o.disconnect();l()}).observe({type:"paint",buffered:true});setTimeout(l,3000)})()`;

/**
 * The loader's script element. A page rendered per request allows its inline scripts by the request's nonce (and
 * 'strict-dynamic' then lets the loader add the files); a prepared page by its hash, which the proxy reads from the
 * prepared file.
 */
export const loaderElement = (moved: Moved[], nonce?: string) =>
  `<script ${PAINT_FIRST_MARK}=""${nonce === undefined ? "" : ` nonce="${nonce}"`}>${loader(moved)}</script>`;

/**
 * The page with its async scripts and its preloads of scripts and fetches moved from the markup into a loader at the
 * end of <body> that adds them, in their order, after the first paint. Throws if the page has no script to move: a
 * page Next writes differently must be looked at, not served slower without a word.
 */
export function paintFirst(html: string): string {
  if (html.includes(PAINT_FIRST_MARK)) return html;
  const moved: Moved[] = [];
  const rest = takeDeferrable(html, moved);
  if (!moved.some((element) => element.tag === "script")) throw new Error("paintFirst: the page loads no script with async; has Next changed how it writes pages?");
  const end = rest.lastIndexOf("</body>");
  if (end < 0) throw new Error("paintFirst: the page has no </body>");
  return `${rest.slice(0, end)}${loaderElement(moved)}${rest.slice(end)}`;
}
