
/** The parts of an MDX syntax tree node (mdast plus the MDX extensions) that the content check reads. */
export type MdxNode = {
  type: string;
  value?: string;
  url?: string;
  /** Ties an image or link reference to its definition. */
  identifier?: string;
  alt?: string | null;
  depth?: number;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  position?: { start: { line: number } };
  data?: { estree?: { body: unknown[] } | null };
};

/** A JSX attribute: `name="text"` (value is a string), `name={code}` (an object), or a `{...spread}` (no name). */
export type MdxAttribute = { type: string; name?: string; value?: string | { value: string } | null };

/** The result of compiling a lesson body: its syntax tree, or the first syntax error with its line in the body. */
export type CompiledMdx = { ok: true; tree: MdxNode } | { ok: false; reason: string; line?: number; source?: string };

/** Compiles an MDX body exactly as the site renders it (MDX with GitHub Markdown) and keeps the syntax tree. */
export async function compileMdx(body: string): Promise<CompiledMdx> {
  let tree: MdxNode | undefined;
  const keepTree = () => (root: unknown) => {
    tree = root as MdxNode;
  };
  // Imported when needed: both packages are ESM-only, and the tsx scripts run as CommonJS.
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")]);
  try {
    await compile(body, { remarkPlugins: [remarkGfm, keepTree] });
  } catch (error) {
    const message = error as { reason?: string; message?: string; line?: number; source?: string };
    return { ok: false, reason: message.reason ?? String(message.message), line: message.line, source: message.source };
  }
  return tree ? { ok: true, tree } : { ok: false, reason: "the MDX compiler returned no syntax tree" };
}

/** Calls `visit` on every node of the tree, parents before children. */
export function walk(node: MdxNode, visit: (node: MdxNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * Parses an MDX body into the same syntax tree as `compileMdx`, without compiling it to code: for the site, which
 * reads content the content check has already compiled.
 */
export async function parseMdx(body: string): Promise<CompiledMdx> {
  const [{ createProcessor }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")]);
  try {
    const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(body) as unknown as MdxNode;
    unravel(tree);
    return { ok: true, tree };
  } catch (error) {
    const message = error as { reason?: string; message?: string; line?: number; source?: string };
    return { ok: false, reason: message.reason ?? String(message.message), line: message.line, source: message.source };
  }
}

/**
 * What the MDX compiler does before other plugins see the tree: a paragraph holding only components (and spaces) is
 * replaced by those components as blocks, so `<Probe ...>text</Probe>` on its own line is a block, as in compileMdx.
 */
function unravel(node: MdxNode): void {
  const children = node.children;
  if (!children) return;
  node.children = children.flatMap((child) => {
    const inner = child.children ?? [];
    const onlyComponents =
      child.type === "paragraph" &&
      inner.some((item) => item.type === "mdxJsxTextElement") &&
      inner.every((item) => item.type === "mdxJsxTextElement" || (item.type === "text" && !item.value?.trim()));
    if (!onlyComponents) return [child];
    return inner.filter((item) => item.type === "mdxJsxTextElement").map((item) => ({ ...item, type: "mdxJsxFlowElement" }));
  });
  for (const child of node.children) unravel(child);
}
