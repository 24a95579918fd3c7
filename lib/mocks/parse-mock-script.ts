import { checkFigureSources } from "@/lib/content-check/check-figure-sources";
import type { CompiledMdx, MdxNode } from "@/lib/content-check/mdx-tree";
import { walk } from "@/lib/content-check/mdx-tree";
import { proseText } from "@/lib/content-check/prose-words";
import { formatIssue } from "@/lib/course/format-issues";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";
import { QUESTION_ID } from "@/lib/practice/question-kinds";
import { mockFrontmatterSchema } from "./mock-frontmatter-schema";
import { checkMockGraph, type GraphLines } from "./mock-graph";
import { MOCK_LIMITS, type MockCheck, type MockNode, type MockScript, type NextRule } from "./mock-script";
import { reviewCardId } from "./review-cards";

/** One problem in a script file, at a line of the file when it has one. */
export type MockProblem = { line?: number; message: string; fix: string };

/** What reading a script needs to know about the rest of the content: the skill ids of each rubric, by type. */
export type MockContext = { rubricSkills: ReadonlyMap<string, readonly string[]> };

// The tags a script may use, with the attributes each accepts.
const COMPONENTS: Record<string, string[]> = {
  Node: ["id", "minutes"],
  Closing: ["id"],
  Line: [],
  Check: ["id", "skill"],
  Next: ["missed", "covered", "to"],
  Exemplar: [],
};
const FRONTMATTER_FIXES: Record<string, string> = {
  title: "Write title: followed by the script's name.",
  type: "Write the question type, e.g. type: execution.",
  companies: "List company guides separated by commas, e.g. companies: swiggy, zepto.",
  difficulty: "Write difficulty: easy, medium or hard.",
  minutes: `Write the interview's minutes as a whole number from ${MOCK_LIMITS.scriptMinutes.min} to ${MOCK_LIMITS.scriptMinutes.max}, e.g. minutes: 25.`,
  skills: "List the rubric skill ids separated by commas, e.g. skills: structure, communication.",
};

const isElement = (node: MdxNode, name?: string) =>
  (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && (name === undefined || node.name === name);
const attribute = (node: MdxNode, name: string) => node.attributes?.find((item) => item.name === name);
const textAttribute = (node: MdxNode, name: string) => {
  const value = attribute(node, name)?.value;
  return typeof value === "string" ? value : undefined;
};
const list = (value: string | undefined) => (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// A one-line <Check>text</Check> holds its words directly, not in a paragraph, and the figure rule reads paragraphs.
function asParagraph(node: MdxNode): MdxNode {
  const inline = (node.children ?? []).every((child) => child.type !== "paragraph" && child.type !== "list");
  return inline ? { type: "paragraph", children: node.children ?? [], position: node.position } : node;
}

/**
 * Reads a script file (content/mocks/README.md): its front matter, its nodes with their lines, checklists, rules and
 * exemplars, then the shape of the whole (checkMockGraph). Returns the script when there is no problem, and every
 * problem with its line in the file.
 */
export async function parseMockScript(
  id: string,
  source: string,
  parseBody: (body: string) => Promise<CompiledMdx>,
  context: MockContext,
): Promise<{ script: MockScript | null; problems: MockProblem[] }> {
  const problems: MockProblem[] = [];
  if (!QUESTION_ID.test(id)) {
    problems.push({ message: `"${id}" is not a valid script id.`, fix: "Name the file with lowercase words and dashes, e.g. zepto-orders-drop.mdx." });
  }
  const parsed = parseFrontmatter(source);
  if (!parsed.ok) {
    const fix = "Start the file with ---, then title:, type:, companies:, difficulty:, minutes: and skills: lines, then ---.";
    return { script: null, problems: [...problems, { line: parsed.line, message: `The front matter cannot be read: ${parsed.error}.`, fix }] };
  }
  const frontmatter = mockFrontmatterSchema.safeParse(parsed.data);
  if (!frontmatter.success) {
    for (const issue of frontmatter.error.issues) {
      const field = String((issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0]) ?? "");
      const fix = FRONTMATTER_FIXES[String(issue.path[0])] ?? "Remove that line: scripts take only the fields in content/mocks/README.md.";
      problems.push({ line: parsed.fieldLines[field], message: `Front matter ${formatIssue(issue)}.`, fix });
    }
  }
  const meta = frontmatter.success ? frontmatter.data : null;
  const rubric = meta ? context.rubricSkills.get(meta.type) : undefined;
  if (meta && !rubric) {
    problems.push({ line: parsed.fieldLines.type, message: `The type ${meta.type} has no rubric data/rubrics/${meta.type}.json.`, fix: "Add that rubric, or use another type." });
  }
  if (meta && rubric) {
    for (const skill of meta.skills) {
      if (!rubric.includes(skill)) {
        problems.push({ line: parsed.fieldLines.skills, message: `Unknown skill "${skill}": it is not a skill of the ${meta.type} rubric.`, fix: `Use skill ids of data/rubrics/${meta.type}.json: ${rubric.join(", ")}.` });
      }
    }
    for (const skill of new Set(meta.skills.filter((item, index) => meta.skills.indexOf(item) !== index))) {
      problems.push({ line: parsed.fieldLines.skills, message: `The skill "${skill}" is listed twice.`, fix: "List each skill once." });
    }
  }

  const compiled = await parseBody(parsed.body);
  const offset = parsed.bodyStartLine - 1;
  const lineOf = (node: MdxNode) => (node.position ? node.position.start.line + offset : undefined);
  if (!compiled.ok) {
    const line = compiled.line === undefined ? undefined : compiled.line + offset;
    problems.push({ line, message: `MDX cannot compile this script: ${compiled.reason}.`, fix: 'Close every tag; write "less than" for <, and \\{ \\} for braces.' });
    return { script: null, problems };
  }
  const add = (node: MdxNode, message: string, fix: string) => problems.push({ line: lineOf(node), message, fix });

  walk(compiled.tree, (node) => {
    if (isElement(node)) componentProblems(node, add);
    if (node.type === "mdxjsEsm") add(node, "Scripts cannot import or export code.", "Remove the line.");
    if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && node.data?.estree?.body.length !== 0) {
      add(node, `MDX reads "{${node.value ?? ""}}" as code, not text.`, "Write \\{ and \\} for literal braces.");
    }
  });

  const nodes: MockNode[] = [];
  const lines: GraphLines = { nodes: {}, rules: {} };
  const figureNodes: MdxNode[] = [];
  const skillsTagged = new Set<string>();
  for (const top of compiled.tree.children ?? []) {
    if (!isElement(top, "Node") && !isElement(top, "Closing")) {
      add(top, isElement(top) ? `<${top.name}> is not inside a <Node>.` : "Only <Node> and <Closing> blocks may stand at the top level of a script.", "Move it into a node, or remove it.");
      continue;
    }
    const nodeId = textAttribute(top, "id") ?? "";
    if (!QUESTION_ID.test(nodeId)) add(top, `<${top.name} id="${nodeId}"> needs an id of lowercase words and dashes.`, 'Write e.g. <Node id="probe-goal" minutes={2}>.');
    else if (nodes.some((node) => node.id === nodeId)) add(top, `The node id "${nodeId}" is used twice.`, "Give each node its own id.");
    lines.nodes[nodeId] = lineOf(top) ?? 0;
    const children = top.children ?? [];
    const lineBlocks = children.filter((child) => isElement(child, "Line"));
    if (lineBlocks.length !== 1) add(top, `<${top.name} id="${nodeId}"> has ${lineBlocks.length} <Line>s.`, "Write exactly one <Line>: what the interviewer says.");
    const lineText = lineBlocks[0] ? readLine(lineBlocks[0], add) : [];
    figureNodes.push(...lineBlocks);
    const others = children.filter((child) => !isElement(child, "Line"));
    if (isElement(top, "Closing")) {
      for (const child of others) {
        add(child, isElement(child) ? `A <Closing> node takes only a <Line>, not <${child.name}>.` : "A <Closing> node takes only a <Line>.", "Remove it: the interview ends here, with no answer.");
      }
      nodes.push({ kind: "closing", id: nodeId, line: lineText });
      continue;
    }
    const minutes = minutesOf(top);
    if (minutes === null) {
      const { min, max } = MOCK_LIMITS.nodeMinutes;
      add(top, `<Node id="${nodeId}"> needs minutes={N}, a whole number from ${min} to ${max}.`, "Write the time for this answer, e.g. minutes={3}.");
    }
    const checks: MockCheck[] = [];
    const rules: NextRule[] = [];
    const ruleLines: number[] = [];
    // Every check id written, valid or not, so a rule naming a check refused for another reason is not refused twice.
    const declared = others.filter((child) => isElement(child, "Check")).map((child) => textAttribute(child, "id") ?? "");
    let exemplar: MdxNode[] | null = null;
    for (const child of others) {
      if (isElement(child, "Check")) {
        figureNodes.push(asParagraph(child));
        const check = readCheck(child, nodeId, checks, meta?.skills ?? null, add);
        if (check) {
          checks.push(check);
          skillsTagged.add(check.skill);
        }
      } else if (isElement(child, "Next")) {
        ruleLines.push(lineOf(child) ?? 0);
        rules.push({ missed: list(textAttribute(child, "missed")), covered: list(textAttribute(child, "covered")), to: textAttribute(child, "to")?.trim() ?? "" });
        if ((child.children ?? []).some((item) => proseText(item).trim())) add(child, "<Next> takes no text.", 'Write it self-closing: <Next to="..." />.');
      } else if (isElement(child, "Exemplar")) {
        if (exemplar) add(child, `<Node id="${nodeId}"> has a second <Exemplar>.`, "Keep one exemplar per node.");
        exemplar = child.children ?? [];
        figureNodes.push(child);
        const count = words(proseText(child));
        if (count < MOCK_LIMITS.exemplarWords) {
          add(child, `The exemplar of "${nodeId}" has ${count} words.`, `Write what a strong candidate would say here, at least ${MOCK_LIMITS.exemplarWords} words.`);
        }
      } else if (!isElement(child)) {
        add(child, `Text in <Node id="${nodeId}"> outside its <Line>, <Check>s and <Exemplar>.`, "Move it into one of them, or remove it.");
      }
    }
    const { min, max } = MOCK_LIMITS.checks;
    if (checks.length < min || checks.length > max) {
      add(top, `<Node id="${nodeId}"> has ${checks.length} <Check>${checks.length === 1 ? "" : "s"}.`, `Write ${min} to ${max} things a good answer covers.`);
    }
    if (!exemplar) add(top, `The node "${nodeId}" has no exemplar.`, "Add <Exemplar> with what a strong candidate would say at this point.");
    ruleProblems(nodeId, rules, ruleLines, declared, top, add, problems);
    lines.rules[nodeId] = ruleLines;
    nodes.push({ kind: "node", id: nodeId, minutes: minutes ?? 0, line: lineText, checks, rules, exemplar: exemplar ?? [] });
  }
  if (meta) {
    for (const skill of meta.skills) {
      if (!skillsTagged.has(skill)) {
        problems.push({ line: parsed.fieldLines.skills, message: `The skill "${skill}" is tagged on no <Check>.`, fix: "Tag it on a check the interview asks for, or remove it from skills:." });
      }
    }
  }
  const questionNodes = nodes.filter((node) => node.kind === "node").length;
  if (questionNodes < MOCK_LIMITS.nodes) {
    problems.push({ line: parsed.bodyStartLine, message: `This script has ${questionNodes} <Node>s.`, fix: `Write at least ${MOCK_LIMITS.nodes} nodes besides the closing one.` });
  }
  if (!problems.length) problems.push(...checkMockGraph(nodes, meta?.minutes ?? 0, lines));
  for (const node of nodes) {
    if (node.kind !== "node") continue;
    for (const check of node.checks) {
      const card = reviewCardId(id, node.id, check.id);
      if (card.length > MOCK_LIMITS.cardIdChars) {
        problems.push({ line: lines.nodes[node.id], message: `The review card id ${card} is ${card.length} characters; the limit is ${MOCK_LIMITS.cardIdChars}.`, fix: "Shorten the script, node or check id." });
      }
    }
  }
  const checked: MdxNode = { type: "root", children: figureNodes };
  for (const { node, message, fix } of checkFigureSources(checked)) problems.push({ line: lineOf(node), message, fix });

  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (problems.length || !meta) return { script: null, problems };
  return { script: { id, ...meta, nodes }, problems };
}

type Add = (node: MdxNode, message: string, fix: string) => void;

function componentProblems(node: MdxNode, add: Add): void {
  const name = node.name ?? "";
  const accepted = COMPONENTS[name];
  if (!accepted) {
    add(node, `<${name}> is not a tag scripts can use.`, `Use ${Object.keys(COMPONENTS).join(", ")}.`);
    return;
  }
  for (const item of node.attributes ?? []) {
    if (!item.name) add(node, `<${name}> has a {...spread} attribute.`, "Write each attribute out.");
    else if (!accepted.includes(item.name)) add(node, `<${name}> has no attribute "${item.name}".`, accepted.length ? `It accepts ${accepted.join(", ")}.` : "It takes no attributes.");
  }
}

/** The interviewer's words, one string per paragraph; anything but paragraphs is refused, since it is read aloud. */
function readLine(node: MdxNode, add: Add): string[] {
  const children = node.children ?? [];
  const inline = children.every((child) => child.type !== "paragraph" && !isElement(child) && child.type !== "list");
  const blocks = inline ? [{ type: "paragraph", children }] : children;
  const paragraphs: string[] = [];
  for (const block of blocks) {
    if (block.type !== "paragraph") add(block.position ? block : node, "A <Line> holds only paragraphs: it is read aloud.", "Write the interviewer's words as plain paragraphs, without lists, tables or tags.");
    else if (block.children?.some((child) => child.type !== "text" && child.type !== "emphasis" && child.type !== "strong")) {
      add(block.position ? block : node, "A <Line> holds plain words only.", "Remove links, images and code from the interviewer's line.");
    } else paragraphs.push(clean(proseText(block)));
  }
  if (!paragraphs.join("").trim()) add(node, "The <Line> is empty.", "Write what the interviewer says.");
  return paragraphs.filter(Boolean);
}

function readCheck(node: MdxNode, nodeId: string, earlier: MockCheck[], skills: string[] | null, add: Add): MockCheck | null {
  const id = textAttribute(node, "id") ?? "";
  const skill = textAttribute(node, "skill") ?? "";
  const text = clean(proseText(node));
  let ok = true;
  const fail = (message: string, fix: string) => {
    add(node, message, fix);
    ok = false;
  };
  if (!QUESTION_ID.test(id)) fail(`<Check id="${id}"> needs an id of lowercase words and dashes.`, 'Write e.g. <Check id="states-goal" skill="...">.');
  else if (earlier.some((check) => check.id === id)) fail(`The check id "${id}" is used twice in "${nodeId}".`, "Give each check of a node its own id.");
  if (skills && !skills.includes(skill)) {
    fail(`Unknown skill "${skill}" on <Check id="${id}">: it is not in the script's skills.`, `Use one of: ${skills.join(", ")}.`);
  }
  if (!text) fail(`<Check id="${id}"> has no text.`, "Write what a good answer covers, as one sentence.");
  else if (text.length > MOCK_LIMITS.checkChars) fail(`<Check id="${id}"> is ${text.length} characters; the limit is ${MOCK_LIMITS.checkChars}.`, "Say it in one shorter sentence.");
  if ((node.children ?? []).some((child) => child.type === "list" || isElement(child))) fail(`<Check id="${id}"> holds more than words.`, "Write one plain sentence.");
  return ok ? { id, skill, text } : null;
}

function ruleProblems(nodeId: string, rules: NextRule[], ruleLines: number[], checks: string[], top: MdxNode, add: Add, problems: MockProblem[]): void {
  const at = (index: number, message: string, fix: string) => problems.push({ line: ruleLines[index], message, fix });
  if (!rules.length) {
    add(top, `A dead end: <Node id="${nodeId}"> has no <Next> rule.`, 'End the node with <Next to="..." />, leading to the next stage or a closing node.');
    return;
  }
  rules.forEach((rule, index) => {
    if (!rule.to) at(index, '<Next> has no to="...".', 'Name the next node: <Next to="segment" />.');
    for (const check of [...rule.missed, ...rule.covered]) {
      if (!checks.includes(check)) at(index, `<Next> names the check "${check}", which "${nodeId}" does not have.`, `Use this node's check ids: ${checks.join(", ")}.`);
    }
    const conditional = rule.missed.length + rule.covered.length > 0;
    if (!conditional && index < rules.length - 1) at(index, "A rule without a condition before the last rule: the rules after it never apply.", "Move it to the end of the node's rules, or give it missed= or covered=.");
    if (conditional && index === rules.length - 1) {
      at(index, `A dead end: the last rule of "${nodeId}" has a condition, so when no rule applies the interview stops here.`, 'End the node with a rule without a condition: <Next to="..." />.');
    }
  });
}

function minutesOf(node: MdxNode): number | null {
  const value = attribute(node, "minutes")?.value;
  const raw = typeof value === "string" ? value : value && typeof value === "object" ? value.value : undefined;
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return null;
  const minutes = Number(raw);
  return minutes >= MOCK_LIMITS.nodeMinutes.min && minutes <= MOCK_LIMITS.nodeMinutes.max ? minutes : null;
}
