import type { MdxNode } from "./mdx-tree";

// Nodes whose children are separate blocks: their texts are joined with a space, not run together.
const BLOCK_PARENTS = new Set(["root", "list", "listItem", "blockquote", "table", "tableRow", "mdxJsxFlowElement"]);

/** The number of words a reader sees in a lesson: its text, without frontmatter, component tags or attributes. */
export function proseWords(tree: MdxNode): number {
  return proseText(tree).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text a reader sees in a node: blocks separated by spaces, without component tags, code or expressions. */
export function proseText(node: MdxNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  if (node.type === "break") return " ";
  if (node.type === "code" || (node.type.startsWith("mdx") && node.type.endsWith("Expression"))) return "";
  return (node.children ?? []).map(proseText).join(BLOCK_PARENTS.has(node.type) ? " " : "");
}
