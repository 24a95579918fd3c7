import Image from "next/image";
import { Component, createElement, isValidElement, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { compileLesson } from "@/features/lesson/render-lesson";
import { prepareStaticHtml, type IsIsland } from "@/components/course/mdx/static-html";
import { OfferCalculatorIsland } from "@/features/offers/offer-calculator-island";
import { courseNavigation } from "@/lib/course/navigation";

// Outside the server build a client component is a plain function, not a client reference: name the lessons' ones.
const ISLANDS = new Set<unknown>([Image, OfferCalculatorIsland]);
const isIsland: IsIsland = (type) => ISLANDS.has(type);

/** React's HTML for a tree, without the `<!-- -->` it puts between adjacent texts for hydration. */
async function reactHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement("div", null, node));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html.replaceAll("<!-- -->", "");
}

/** Host elements React still renders child by child, though nothing in them runs in the browser. */
function unprepared(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(unprepared);
  if (!isValidElement<{ children?: ReactNode; dangerouslySetInnerHTML?: unknown }>(node)) return [];
  if (ISLANDS.has(node.type) || node.props.dangerouslySetInnerHTML) return [];
  const inside = unprepared(node.props.children);
  const holdsIsland = JSON.stringify(inside) !== "[]" || containsIsland(node.props.children);
  return typeof node.type === "string" && node.props.children !== undefined && !holdsIsland ? [node.type, ...inside] : inside;
}

function containsIsland(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some(containsIsland);
  if (!isValidElement<{ children?: ReactNode }>(node)) return false;
  return ISLANDS.has(node.type) || containsIsland(node.props.children);
}

class ClassComponent extends Component {
  render() {
    return createElement("p", null, "from a class");
  }
}

describe("a lesson's body prepared as HTML once", () => {
  it.each(courseNavigation.allLessonParams())("$section/$lesson reads exactly as React renders it, its markup prepared", async ({ section, lesson }) => {
    const { article } = await compileLesson(section, lesson, "Section");
    const prepared = await prepareStaticHtml(article, isIsland);
    expect(await reactHtml(prepared)).toBe(await reactHtml(article));
    expect(unprepared(prepared)).toEqual([]);
  });

  it("makes a lesson with no client component one article of HTML", async () => {
    const { article } = await compileLesson("estimation", "strategies", "Estimation");
    const prepared = await prepareStaticHtml(article, isIsland);
    expect(isValidElement(prepared) && prepared.type).toBe("article");
    expect((prepared as { props: { dangerouslySetInnerHTML?: { __html: string } } }).props.dangerouslySetInnerHTML?.__html).toContain("<h1>Estimation strategies and techniques</h1>");
  });

  it("keeps client components as elements, so the offer calculator still runs", async () => {
    const { article } = await compileLesson("companies", "offers", "Companies");
    const prepared = await prepareStaticHtml(article, isIsland);
    expect(containsIsland(prepared)).toBe(true);
  });

  it("writes text and attributes escaped as React does, and leaves what it cannot write to React", async () => {
    const tree = createElement("div", null, [
      createElement("p", { key: "a", className: `say "hi" & <go>`, "data-x": "it's" }, "1 < 2 & 'quoted' \"text\""),
      createElement("p", { key: "b", style: { color: "red" } }, "styled"),
      createElement("a", { key: "c", href: "javascript:alert(1)" }, "link"),
      createElement("ul", { key: "d" }, createElement("li", null, createElement("input", { type: "checkbox", checked: true, disabled: true }), " done")),
      createElement(ClassComponent, { key: "e" }),
    ]);
    const prepared = await prepareStaticHtml(tree);
    expect(await reactHtml(prepared)).toBe(await reactHtml(tree));
    // The list is written as HTML; the div holding an inline style, a javascript: link and a class component stays
    // React's.
    const { props } = prepared as { props: { children: { props: Record<string, unknown> }[]; dangerouslySetInnerHTML?: unknown } };
    expect(props.dangerouslySetInnerHTML).toBeUndefined();
    expect(props.children[3]!.props.dangerouslySetInnerHTML).toEqual({ __html: '<li><input type="checkbox" disabled="" checked=""/> done</li>' });
  });
});
