import type { CompiledMdx, MdxNode } from "@/lib/content-check/mdx-tree";
import { proseText } from "@/lib/content-check/prose-words";
import { formatIssue } from "@/lib/course/format-issues";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";
import { DRILL_ID, type DrillItem, type DrillKind, type TriageCheck } from "./drill-item";
import { DRILL_FIELD_FIXES, defineFrontmatterSchema, estimateFrontmatterSchema, triageFrontmatterSchema } from "./drill-frontmatter-schema";
import { parseNumber } from "./number";

/** One problem in a drill file, at a line of the file when it has one. */
export type DrillProblem = { line?: number; message: string; fix: string };

/** What reading a drill item needs to know about the rest of the content. */
export type DrillContext = {
  lessonPaths: readonly string[];
  /** Lessons marked draft, which an item may not link to. */
  drafts?: ReadonlySet<string>;
  /** The glossary's entries by exact term. */
  glossary: ReadonlyMap<string, { definition: string; example?: string }>;
};

const SCHEMAS = { estimate: estimateFrontmatterSchema, define: defineFrontmatterSchema, triage: triageFrontmatterSchema };
const COMPONENTS: Record<DrillKind, string[]> = { estimate: [], define: ["Definition", "Example"], triage: ["Scenario", "Check"] };
const CHECKS = 4;

const isElement = (node: MdxNode) => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
const text = (nodes: MdxNode[]) => nodes.map(proseText).join(" ").replace(/\s+/g, " ").trim();
const attribute = (node: MdxNode, name: string) => node.attributes?.find((item) => item.name === name);

/**
 * Reads a drill item of `kind` (its folder) from its file: the front matter against the kind's schema, the lesson
 * and glossary term it names, and its body. Returns the item when there is no problem, and every problem with its line.
 */
export async function parseDrill(
  kind: DrillKind,
  id: string,
  source: string,
  parseBody: (body: string) => Promise<CompiledMdx>,
  context: DrillContext,
): Promise<{ item: DrillItem | null; problems: DrillProblem[] }> {
  const problems: DrillProblem[] = [];
  if (!DRILL_ID.test(id)) problems.push({ message: `"${id}" is not a valid item id.`, fix: "Name the file with lowercase words and dashes, e.g. upi-monthly-transactions.mdx." });
  const parsed = parseFrontmatter(source);
  if (!parsed.ok) {
    return { item: null, problems: [...problems, { line: parsed.line, message: `The front matter cannot be read: ${parsed.error}.`, fix: "Start the file with ---, the fields content/README.md lists for this kind, then ---." }] };
  }
  const frontmatter = SCHEMAS[kind].safeParse(parsed.data);
  if (!frontmatter.success) {
    for (const issue of frontmatter.error.issues) {
      const field = String((issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0]) ?? "");
      const fix = issue.code === "unrecognized_keys" ? `Remove that line: ${kind} items take only the fields in content/README.md.` : (DRILL_FIELD_FIXES[field] ?? "See content/README.md.");
      problems.push({ line: parsed.fieldLines[field], message: `Front matter ${formatIssue(issue)}.`, fix });
    }
  }
  const meta = frontmatter.success ? (frontmatter.data as Record<string, string>) : null;
  const lesson = typeof parsed.data.lesson === "string" ? parsed.data.lesson.trim() : "";
  if (lesson) {
    const problem = lessonProblem(lesson, context);
    if (problem) problems.push({ line: parsed.fieldLines.lesson, ...problem });
  }

  const compiled = await parseBody(parsed.body);
  const offset = parsed.bodyStartLine - 1;
  const lineOf = (node: MdxNode | undefined) => (node?.position ? node.position.start.line + offset : parsed.bodyStartLine);
  if (!compiled.ok) {
    const line = compiled.line === undefined ? undefined : compiled.line + offset;
    problems.push({ line, message: `MDX cannot read this item: ${compiled.reason}.`, fix: 'Close every tag; write "less than" for <, and \\{ \\} for braces.' });
    return { item: null, problems };
  }
  const top = (compiled.tree.children ?? []).filter((node) => !(node.type === "text" && !node.value?.trim()));
  const problem = (node: MdxNode | undefined, message: string, fix: string) => problems.push({ line: lineOf(node), message, fix });
  for (const node of top) {
    if (isElement(node) && !COMPONENTS[kind].includes(node.name ?? "")) {
      const accepted = COMPONENTS[kind];
      problem(node, `<${node.name}> is not a component ${kind} items use.`, accepted.length ? `Use ${accepted.map((name) => `<${name}>`).join(" and ")}.` : "Write plain Markdown.");
    }
    if (node.type === "mdxjsEsm") problem(node, "Drill items cannot import or export code.", "Remove the line.");
  }

  let item: DrillItem | null = null;
  if (kind === "estimate") {
    const answer = typeof parsed.data.answer === "string" || typeof parsed.data.answer === "number" ? parseNumber(String(parsed.data.answer)) : null;
    if (answer && !answer.ok) problems.push({ line: parsed.fieldLines.answer, message: `The answer cannot be read: ${answer.message}`, fix: DRILL_FIELD_FIXES.answer! });
    const derivation = text(top);
    if (!derivation) problem(undefined, "This estimate has no derivation.", "Write how the figure is reached, in one to four sentences, after the front matter.");
    if (meta && answer?.ok && derivation) {
      item = { kind, id, prompt: meta.prompt!, answer: meta.answer!, value: answer.value, percent: answer.percent, unit: meta.unit!, source: meta.source!, period: meta.period!, lesson: meta.lesson!, derivation };
    }
  } else if (kind === "define") {
    const glossaryTerm = typeof parsed.data.glossary === "string" ? parsed.data.glossary : undefined;
    const entry = glossaryTerm === undefined ? undefined : context.glossary.get(glossaryTerm);
    if (glossaryTerm !== undefined && !entry) {
      const near = [...context.glossary.keys()].find((term) => term.toLowerCase().includes(glossaryTerm.toLowerCase()));
      problems.push({ line: parsed.fieldLines.glossary, message: `"${glossaryTerm}" is not a term of the glossary.`, fix: near ? `Did you mean "${near}"?` : DRILL_FIELD_FIXES.glossary! });
    }
    const definition = top.filter((node) => node.name === "Definition");
    const example = top.filter((node) => node.name === "Example");
    if (glossaryTerm !== undefined && top.length) {
      problem(top[0], "An item drawn from the glossary has its definition and example there.", "Leave the body empty, or remove the glossary: line and write <Definition> and <Example>.");
    } else if (glossaryTerm === undefined && (definition.length !== 1 || example.length !== 1 || !text(definition) || !text(example))) {
      problem(top[0], "A define item without glossary: needs one <Definition> and one <Example>, each with text.", "Write <Definition>...</Definition> then <Example>...</Example>.");
    }
    if (meta && problems.length === 0) {
      item = entry
        ? { kind, id, term: meta.term!, lesson: meta.lesson!, definition: entry.definition, example: entry.example ?? "", glossary: glossaryTerm }
        : { kind, id, term: meta.term!, lesson: meta.lesson!, definition: text(definition), example: text(example) };
    }
  } else {
    const scenario = top.filter((node) => node.name === "Scenario");
    if (scenario.length !== 1 || !text(scenario)) problem(top[0], "A triage item needs one <Scenario> with text.", "Write <Scenario>what moved, where and when</Scenario> first.");
    const checks: TriageCheck[] = [];
    for (const node of top.filter((child) => child.name === "Check")) {
      const why = attribute(node, "why")?.value;
      const best = attribute(node, "best");
      if (typeof why !== "string" || !why.trim()) problem(node, '<Check> has no why="...".', 'Say why the check is or is not the best first one: <Check why="...">.');
      if (best && best.value !== null && best.value !== undefined) problem(node, "<Check best> takes no value.", "Write it bare: <Check best why=\"...\">.");
      if (!text(node.children ?? [])) problem(node, "This <Check> is empty.", "Write the check inside it.");
      checks.push({ text: text(node.children ?? []), why: typeof why === "string" ? why.trim() : "", best: Boolean(best) });
    }
    if (checks.length !== CHECKS) problem(top[0], `This triage item has ${checks.length} <Check> elements.`, `Write exactly ${CHECKS} first checks.`);
    const bests = checks.filter((check) => check.best).length;
    if (bests !== 1) problem(top[0], `This triage item has ${bests} checks marked best.`, "Mark exactly one <Check best why=\"...\">.");
    if (meta && problems.length === 0) item = { kind, id, title: meta.title!, lesson: meta.lesson!, scenario: text(scenario), checks };
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return problems.length ? { item: null, problems } : { item, problems };
}

function lessonProblem(url: string, context: DrillContext): { message: string; fix: string } | null {
  const bare = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (!context.lessonPaths.includes(bare)) {
    return { message: `"${url}" is not a lesson of the course.`, fix: DRILL_FIELD_FIXES.lesson! };
  }
  if (context.drafts?.has(bare)) return { message: `The lesson "${url}" is a draft, which the live site leaves out.`, fix: "Publish that lesson first, or name another." };
  return null;
}
