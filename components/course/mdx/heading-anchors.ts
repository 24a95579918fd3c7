// A rehype plugin: gives every h2 and h3 of a lesson an id from its text and a "#" link to itself, so a
// section can be linked to and shared. Written here because it is twenty lines and needs no dependency.

import { headingIds } from "@/lib/course/heading-id";

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

export function headingAnchors() {
  return (tree: HastNode) => {
    const idFor = headingIds();
    const walk = (node: HastNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const id = idFor(text(node));
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
