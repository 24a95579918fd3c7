// A rehype plugin: gives every h2 and h3 of a lesson an id from its text and a "#" link to itself, so a
// section can be linked to and shared. Written here because it is twenty lines and needs no dependency.

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function text(node: HastNode): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join("");
}

/** The anchor id for a heading: lower-case words joined by hyphens ("Step 2: Goals" → "step-2-goals"). */
export function headingId(heading: string): string {
  return heading.toLowerCase().normalize("NFKD").replace(/[^a-z0-9\s-]/g, "").trim().replace(/[\s-]+/g, "-");
}

export function headingAnchors() {
  return (tree: HastNode) => {
    const used = new Set<string>();
    const walk = (node: HastNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const base = headingId(text(node)) || "section";
        // Skip numbers another heading already owns: "Example", "Example", "Example 1" must not share an id.
        let id = base;
        for (let count = 1; used.has(id); count++) id = `${base}-${count}`;
        used.add(id);
        node.properties = { ...node.properties, id };
        node.children = [
          ...(node.children ?? []),
          { type: "element", tagName: "a", properties: { href: `#${id}`, className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 }, children: [{ type: "text", value: "#" }] },
        ];
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
