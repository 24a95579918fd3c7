import type { ReactNode } from "react";
import type { MdxNode } from "@/lib/content-check/mdx-tree";

/**
 * The Markdown of a question's prompt, probes and covers list, rendered as React elements (so as text, never as
 * HTML): paragraphs, lists, emphasis, code and links; anything else shows its text.
 */
export function MdxBlocks({ nodes }: { nodes: MdxNode[] }) {
  return <>{nodes.map((node, index) => render(node, index))}</>;
}

function children(node: MdxNode): ReactNode {
  return node.children?.map((child, index) => render(child, index));
}

function render(node: MdxNode, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return node.value;
    case "paragraph":
      return <p key={key}>{children(node)}</p>;
    case "strong":
      return <strong key={key}>{children(node)}</strong>;
    case "emphasis":
      return <em key={key}>{children(node)}</em>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "break":
      return <br key={key} />;
    case "list":
      return (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {children(node)}
        </ul>
      );
    case "listItem":
      return <li key={key}>{children(node)}</li>;
    case "link":
      // Editors write these links; only the site's own pages and https addresses become links.
      if (!/^(\/|https:\/\/)/.test(node.url ?? "")) return <span key={key}>{children(node)}</span>;
      return (
        <a key={key} href={node.url} className="text-violet-800 underline">
          {children(node)}
        </a>
      );
    default:
      return node.children ? <span key={key}>{children(node)}</span> : (node.value ?? null);
  }
}
