import { checkComponent, type ComponentContext } from "./check-component";
import { checkImage } from "./check-images";
import { checkLink } from "./check-link";
import type { ContentProblem } from "./content-problem";
import { checkModelAnswers } from "./check-model-answers";
import { walk, type MdxNode } from "./mdx-tree";

/** What the check of one lesson body needs to know: where the body sits, and what lessons and data exist. */
export type LessonContext = ComponentContext & {
  /** The lesson file, as problems should name it. */
  file: string;
  /** Lines of frontmatter before the body, added to the body's line numbers. */
  lineOffset: number;
  lessonPaths: readonly string[];
  /** Lessons marked `draft: true`, which a published lesson may not link to (the live site leaves them out). */
  drafts?: ReadonlySet<string>;
};

/** Every problem in one compiled lesson body: headings, links, images, components, model answers and stray code. */
export function checkLessonTree(tree: MdxNode, context: LessonContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // `![alt][name]` takes its address from a `[name]: address` line, which may come anywhere in the lesson.
  const definitions = new Map<string, string>();
  walk(tree, (node) => {
    if (node.type === "definition" && node.identifier) definitions.set(node.identifier, node.url ?? "");
  });
  walk(tree, (node) => {
    const line = node.position ? node.position.start.line + context.lineOffset : undefined;
    const url = node.type === "imageReference" ? definitions.get(node.identifier ?? "") : node.url;
    for (const problem of checkNode({ ...node, url }, context)) problems.push({ file: context.file, line, ...problem });
  });
  for (const { node, message, fix } of checkModelAnswers(tree, context)) {
    const line = node.position ? node.position.start.line + context.lineOffset : undefined;
    problems.push({ file: context.file, line, message, fix });
  }
  return problems;
}

const HEADING_FIX = "Start headings at ##: the page shows the title as the # heading.";
const IMAGE_FIX = "Describe what the image shows between the brackets: ![What it shows](...).";
const ESM_FIX = "Remove the line: the site provides the components.";

function checkNode(node: MdxNode, context: LessonContext): { message: string; fix: string }[] {
  switch (node.type) {
    case "heading":
      return node.depth === 1 ? [{ message: "This heading starts with a single #.", fix: HEADING_FIX }] : [];
    case "link":
    case "definition":
      return [linkProblem(node.url ?? "", context)].filter((problem) => problem !== null);
    case "image":
    case "imageReference": {
      // A reference without a definition is shown as plain text, not as an image.
      if (node.url === undefined) return [];
      const image = checkImage(node.url, context);
      return [
        ...(node.alt?.trim() ? [] : [{ message: "This image has no alt text.", fix: IMAGE_FIX }]),
        ...(image ? [image] : []),
      ];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return [...checkComponent(node, context), ...checkHref(node, context)];
    case "mdxjsEsm":
      return [{ message: "Lessons cannot import or export code.", fix: ESM_FIX }];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return isComment(node)
        ? []
        : [
            {
              message: `MDX reads "{${node.value ?? ""}}" as code, not text.`,
              fix: "Write \\{ and \\} for literal braces, or rephrase without them.",
            },
          ];
    default:
      return [];
  }
}

function checkHref(node: MdxNode, context: LessonContext) {
  const href = node.attributes?.find((attribute) => attribute.name === "href")?.value;
  const problem = typeof href === "string" ? linkProblem(href, context) : null;
  return problem ? [problem] : [];
}

function linkProblem(url: string, context: LessonContext): { message: string; fix: string } | null {
  const problem = checkLink(url, context.lessonPaths);
  if (problem || !context.drafts?.has(url.replace(/[?#].*$/, "").replace(/\/+$/, ""))) return problem;
  return {
    message: `The link "${url}" leads to a draft, which the live site leaves out.`,
    fix: "Publish that lesson first (remove its draft: true line), or link to another lesson.",
  };
}

function isComment(node: MdxNode): boolean {
  return node.data?.estree?.body.length === 0;
}
