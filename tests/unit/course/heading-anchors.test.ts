import { describe, expect, it } from "vitest";
import { headingAnchors } from "@/components/course/mdx/heading-anchors";
import { headingId } from "@/lib/course/heading-id";

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const text = (value: string): Node => ({ type: "text", value });
const el = (tagName: string, ...children: Node[]): Node => ({ type: "element", tagName, properties: {}, children });
const root = (...children: Node[]): Node => ({ type: "root", children });

/** Runs the plugin as rehype does: the attacher returns the transformer, which edits the tree in place. */
function anchor(tree: Node): Node {
  headingAnchors()(tree);
  return tree;
}
const ids = (tree: Node): unknown[] => {
  const found: unknown[] = [];
  const walk = (node: Node) => {
    if (node.tagName === "h2" || node.tagName === "h3") found.push(node.properties?.id);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
};

describe("headingId", () => {
  it.each([
    ["Step 2: Goals", "step-2-goals"],
    ["A/B testing", "ab-testing"],
    ["What’s a good answer?", "whats-a-good-answer"],
    ["Okay, good & great answers", "okay-good-great-answers"],
    ["Step 1 — Clarify", "step-1-clarify"],
    ["Top-down vs. bottom-up", "top-down-vs-bottom-up"],
    ["  Spaces   everywhere  ", "spaces-everywhere"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["Café crème", "cafe-creme"],
    ["DAU/MAU ratio (stickiness)", "daumau-ratio-stickiness"],
    ["Pricing -- the 3 Cs", "pricing-the-3-cs"],
  ])("turns %j into %j", (heading, id) => {
    expect(headingId(heading)).toBe(id);
  });

  it.each(["परिचय", "???", "", "   "])("gives nothing for %j, which has no letters it can use", (heading) => {
    expect(headingId(heading)).toBe("");
  });
});

describe("headingAnchors", () => {
  it("gives each h2 and h3 an id and appends a # link to it", () => {
    const tree = anchor(root(el("h2", text("Step 2: Goals")), el("h3", text("Worked example"))));
    expect(tree.children).toEqual([
      {
        type: "element",
        tagName: "h2",
        properties: { id: "step-2-goals" },
        children: [
          text("Step 2: Goals"),
          { type: "element", tagName: "a", properties: { href: "#step-2-goals", className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 }, children: [text("#")] },
        ],
      },
      {
        type: "element",
        tagName: "h3",
        properties: { id: "worked-example" },
        children: [
          text("Worked example"),
          { type: "element", tagName: "a", properties: { href: "#worked-example", className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 }, children: [text("#")] },
        ],
      },
    ]);
  });

  it("leaves other headings and elements alone", () => {
    const untouched = [el("h1", text("Title")), el("h4", text("Small")), el("p", text("Body"))];
    const tree = anchor(root(...structuredClone(untouched)));
    expect(tree.children).toEqual(untouched);
  });

  it("keeps the heading's other properties", () => {
    const heading: Node = { type: "element", tagName: "h2", properties: { className: ["lead"] }, children: [text("Goals")] };
    anchor(root(heading));
    expect(heading.properties).toEqual({ className: ["lead"], id: "goals" });
  });

  it("reads the text of nested inline elements", () => {
    const tree = anchor(root(el("h2", text("Using "), el("code", text("DAU")), text(" and "), el("strong", text("MAU")))));
    expect(ids(tree)).toEqual(["using-dau-and-mau"]);
  });

  it("finds headings nested inside other elements", () => {
    const tree = anchor(root(el("div", el("section", el("h3", text("Deep"))))));
    expect(ids(tree)).toEqual(["deep"]);
  });

  it("names a heading without usable letters 'section'", () => {
    expect(ids(anchor(root(el("h2", text("परिचय")), el("h2"))))).toEqual(["section", "section-1"]);
  });

  it("numbers repeated headings", () => {
    const tree = anchor(root(el("h2", text("Example")), el("h3", text("Example")), el("h2", text("Example"))));
    expect(ids(tree)).toEqual(["example", "example-1", "example-2"]);
  });

  it.each([
    [["Example", "Example", "Example 1"]],
    [["Example 1", "Example", "Example"]],
    [["Step", "Step-1", "Step", "Step 1", "Step"]],
  ])("never gives two headings the same id: %j", (headings) => {
    const result = ids(anchor(root(...headings.map((heading) => el("h2", text(heading))))));
    expect(new Set(result).size).toBe(headings.length);
  });

  it("starts counting afresh for each lesson", () => {
    const plugin = headingAnchors();
    const first = root(el("h2", text("Goals")));
    const second = root(el("h2", text("Goals")));
    plugin(first);
    plugin(second);
    expect(ids(second)).toEqual(["goals"]);
  });
});
