import { Link } from "@/components/layout/link";
import type { ReactNode } from "react";
import type { MdxNode } from "@/lib/content-check/mdx-tree";

// A question's prompt, probes and sample answers are plain Markdown (the content check allows nothing else inside
// them), so these few node types are all there is to draw; the MDX runtime would cost a compile per request.
function render(node: MdxNode, key: number): ReactNode {
  const children = () => (node.children ?? []).map(render);
  switch (node.type) {
    case "text":
      return node.value;
    case "paragraph":
      return <p key={key}>{children()}</p>;
    case "strong":
      return <strong key={key}>{children()}</strong>;
    case "emphasis":
      return <em key={key}>{children()}</em>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "break":
      return <br key={key} />;
    case "list":
      return (node as { ordered?: boolean }).ordered ? <ol key={key} className="list-decimal pl-6">{children()}</ol> : <ul key={key} className="list-disc pl-6">{children()}</ul>;
    case "listItem":
      return <li key={key}>{children()}</li>;
    case "blockquote":
      return <blockquote key={key} className="border-l-4 border-slate-300 pl-3">{children()}</blockquote>;
    case "table": {
      const [head, ...rows] = node.children ?? [];
      const cells = (row: MdxNode | undefined, Cell: "th" | "td") => (row?.children ?? []).map((cell, index) => <Cell key={index} className="border border-slate-300 px-2 py-1 text-left">{(cell.children ?? []).map(render)}</Cell>);
      return (
        <div key={key} className="overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
          <table className="border-collapse text-sm">
            <thead><tr>{cells(head, "th")}</tr></thead>
            <tbody>{rows.map((row, index) => <tr key={index}>{cells(row, "td")}</tr>)}</tbody>
          </table>
        </div>
      );
    }
    case "link":
      return (
        <Link key={key} href={node.url ?? "#"} className="text-violet-800 underline">
          {children()}
        </Link>
      );
    default:
      return node.children ? <span key={key}>{children()}</span> : null;
  }
}

/** Markdown blocks of a question file as HTML, spaced like a lesson's prose. */
export function MdxBlocks({ nodes }: { nodes: MdxNode[] }) {
  return <div className="space-y-3 text-slate-800">{nodes.map(render)}</div>;
}
