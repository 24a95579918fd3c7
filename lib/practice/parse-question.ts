import { checkLink } from "@/lib/content-check/check-link";
import { checkFigureSources } from "@/lib/content-check/check-figure-sources";
import type { CompiledMdx, MdxNode } from "@/lib/content-check/mdx-tree";
import { walk } from "@/lib/content-check/mdx-tree";
import { proseText } from "@/lib/content-check/prose-words";
import { formatIssue } from "@/lib/course/format-issues";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";
import { rubricLevels } from "@/lib/course/rubric-schema";
import type { Question, SampleAnswer, SampleScore, Score } from "./question";
import { questionFrontmatterSchema } from "./question-frontmatter-schema";
import { QUESTION_ID } from "./question-kinds";

/** One problem in a question file, at a line of the file when it has one. */
export type QuestionProblem = { line?: number; message: string; fix: string };

/** What reading a question needs to know about the rest of the content. */
export type QuestionContext = {
  /** The skill ids of each rubric, by rubric name (a question of type T uses rubric T). */
  rubricSkills: ReadonlyMap<string, readonly string[]>;
  lessonPaths: readonly string[];
  /** Lessons marked draft, which a question may not link to. */
  drafts?: ReadonlySet<string>;
};

const LEVEL_KEYS = rubricLevels.map((level) => level.key);
const PROBES = { min: 2, max: 5 };
// The components a question body may use, with the attributes each accepts.
const COMPONENTS: Record<string, string[]> = {
  Prompt: [],
  Probe: ["when"],
  Covers: [],
  SampleAnswer: ["level"],
  Score: ["skill", "score"],
};
const FRONTMATTER_FIXES: Record<string, string> = {
  title: "Write title: followed by a short name for the list of questions.",
  type: "Write the question type, e.g. type: execution.",
  companies: "List company guides separated by commas, e.g. companies: swiggy, zepto.",
  difficulty: "Write difficulty: easy, medium or hard.",
  minutes: "Write the minutes allowed as a whole number from 2 to 60, e.g. minutes: 20.",
  skills: "List the rubric skill ids separated by commas, e.g. skills: structure, communication.",
  lessons: "List lesson paths separated by commas, e.g. lessons: /dashboard/execution/root-cause.",
  competencies: "List story-bank competencies separated by commas, e.g. competencies: failure, mistake.",
};

const isElement = (node: MdxNode, name?: string) =>
  (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && (name === undefined || node.name === name);
const attribute = (node: MdxNode, name: string) => node.attributes?.find((item) => item.name === name);
const textAttribute = (node: MdxNode, name: string) => {
  const value = attribute(node, name)?.value;
  return typeof value === "string" ? value : undefined;
};
const hasText = (nodes: MdxNode[]) => nodes.some((node) => proseText(node).trim() !== "");

/**
 * Reads a question file: its front matter against the schema, then its body (parsed by `parseBody`, the MDX compiler
 * in the content check) into prompt, probes, what a strong answer covers and the scored sample answers. Returns the
 * question when there is no problem, and every problem with its line in the file.
 */
export async function parseQuestion(
  id: string,
  source: string,
  parseBody: (body: string) => Promise<CompiledMdx>,
  context: QuestionContext,
): Promise<{ question: Question | null; problems: QuestionProblem[] }> {
  const problems: QuestionProblem[] = [];
  if (!QUESTION_ID.test(id)) {
    problems.push({ message: `"${id}" is not a valid question id.`, fix: "Name the file with lowercase words and dashes, e.g. swiggy-repeat-drop.mdx." });
  }
  const parsed = parseFrontmatter(source);
  if (!parsed.ok) {
    const fix = "Start the file with ---, then title:, type:, companies:, difficulty:, minutes:, skills: and lessons: lines, then ---.";
    return { question: null, problems: [...problems, { line: parsed.line, message: `The front matter cannot be read: ${parsed.error}.`, fix }] };
  }
  const frontmatter = questionFrontmatterSchema.safeParse(parsed.data);
  if (!frontmatter.success) {
    for (const issue of frontmatter.error.issues) {
      const field = String((issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0]) ?? "");
      const fix = FRONTMATTER_FIXES[String(issue.path[0])] ?? "Remove that line: questions take only the fields in content/README.md.";
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
        problems.push({ line: parsed.fieldLines.skills, message: `"${skill}" is not a skill of the ${meta.type} rubric.`, fix: `Use skill ids of data/rubrics/${meta.type}.json: ${rubric.join(", ")}.` });
      }
    }
    for (const skill of duplicates(meta.skills)) {
      problems.push({ line: parsed.fieldLines.skills, message: `The skill "${skill}" is listed twice.`, fix: "List each skill once." });
    }
  }
  if (meta?.competencies && meta.type !== "behavioral") {
    problems.push({ line: parsed.fieldLines.competencies, message: "Only a behavioral question names competencies.", fix: "Remove the competencies: line, or make the question type: behavioral." });
  }
  // Lesson paths are checked even when another field is wrong, so one run lists every problem.
  const lessons = typeof parsed.data.lessons === "string" ? parsed.data.lessons.split(",").map((item) => item.trim()).filter(Boolean) : [];
  for (const lesson of lessons) {
    const problem = lesson.startsWith("/dashboard/")
      ? lessonProblem(lesson, context)
      : { message: `"${lesson}" is not a lesson path.`, fix: "Write the lesson's full path, e.g. /dashboard/execution/root-cause." };
    if (problem) problems.push({ line: parsed.fieldLines.lessons, ...problem });
  }

  const compiled = await parseBody(parsed.body);
  const offset = parsed.bodyStartLine - 1;
  const lineOf = (node: MdxNode) => (node.position ? node.position.start.line + offset : undefined);
  if (!compiled.ok) {
    const line = compiled.line === undefined ? undefined : compiled.line + offset;
    problems.push({ line, message: `MDX cannot compile this question: ${compiled.reason}.`, fix: 'Close every tag; write "less than" for <, and \\{ \\} for braces.' });
    return { question: null, problems };
  }
  const body = readBody(compiled.tree, meta?.skills ?? null, lineOf);
  for (const problem of body.problems) problems.push({ line: lineOf(problem.node), message: problem.message, fix: problem.fix });
  // Learners read the prompt, probes, covers list and sample answers as the course's own words: a reported figure
  // needs its source and period there too.
  const checked: MdxNode = { type: "root", children: body.figureNodes };
  for (const { node, message, fix } of checkFigureSources(checked)) problems.push({ line: lineOf(node), message, fix });
  walk(compiled.tree, (node) => {
    if (node.type !== "link" && node.type !== "definition") return;
    const problem = lessonProblem(node.url ?? "", context);
    if (problem) problems.push({ line: lineOf(node), ...problem });
  });

  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (problems.length || !meta || !body.prompt || !body.covers) return { question: null, problems };
  return {
    question: { id, ...meta, prompt: body.prompt, probes: body.probes, covers: body.covers, samples: body.samples },
    problems,
  };
}

function lessonProblem(url: string, context: QuestionContext): { message: string; fix: string } | null {
  const problem = checkLink(url, context.lessonPaths);
  if (problem) return problem;
  if (context.drafts?.has(url.replace(/[?#].*$/, "").replace(/\/+$/, ""))) {
    return { message: `The link "${url}" leads to a draft, which the live site leaves out.`, fix: "Publish that lesson first, or link to another." };
  }
  return null;
}

// A one-line <Probe>text</Probe> holds its words directly, not in a paragraph, and the figure rule reads paragraphs.
function asParagraph(node: MdxNode): MdxNode {
  const inline = (node.children ?? []).every((child) => child.type !== "paragraph" && child.type !== "list");
  return inline ? { type: "paragraph", children: node.children ?? [], position: node.position } : node;
}

type BodyProblem = { node: MdxNode; message: string; fix: string };

type Body = {
  problems: BodyProblem[];
  prompt: MdxNode[] | null;
  covers: MdxNode[] | null;
  probes: Question["probes"];
  samples: SampleAnswer[];
  /** The prompt, probes, covers list and sample answers, to which the figure-source rule applies. */
  figureNodes: MdxNode[];
};

function readBody(tree: MdxNode, skills: string[] | null, lineOf: (node: MdxNode) => number | undefined): Body {
  const problems: BodyProblem[] = [];
  const problem = (node: MdxNode, message: string, fix: string) => problems.push({ node, message, fix });
  const top = tree.children ?? [];
  let prompt = null as MdxNode[] | null;
  let covers = null as MdxNode[] | null;
  const probes: { when: string; body: MdxNode[] }[] = [];
  const samples: SampleAnswer[] = [];
  const figureNodes: MdxNode[] = [];
  const placed = new Set<MdxNode>();

  walk(tree, (node) => {
    if (isElement(node)) problems.push(...componentProblems(node));
    if (node.type === "mdxjsEsm") problem(node, "Questions cannot import or export code.", "Remove the line.");
    if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && node.data?.estree?.body.length !== 0) {
      problem(node, `MDX reads "{${node.value ?? ""}}" as code, not text.`, "Write \\{ and \\} for literal braces.");
    }
  });

  for (const node of top) {
    if (isElement(node, "Prompt")) {
      placed.add(node);
      if (prompt) problem(node, "This question has a second <Prompt>.", "Keep one <Prompt>: the question as the interviewer asks it.");
      else prompt = node.children ?? [];
      if (!hasText(node.children ?? [])) problem(node, "The <Prompt> is empty.", "Write the question inside it.");
      figureNodes.push(node);
    } else if (isElement(node, "Probe")) {
      placed.add(node);
      const when = textAttribute(node, "when")?.trim();
      if (!when) problem(node, '<Probe> has no when="...".', 'Say when an interviewer asks it: <Probe when="After the first hypotheses">.');
      if (!hasText(node.children ?? [])) problem(node, "This <Probe> has no question.", "Write the follow-up question inside it.");
      probes.push({ when: when ?? "", body: node.children ?? [] });
      figureNodes.push(asParagraph(node));
    } else if (isElement(node, "Covers")) {
      placed.add(node);
      if (covers) problem(node, "This question has a second <Covers>.", "Merge them into one list.");
      else covers = node.children ?? [];
      if (!(node.children ?? []).some((child) => child.type === "list" && (child.children ?? []).length > 0)) {
        problem(node, "<Covers> has no list.", "Write a Markdown list (- item) of what a strong answer covers.");
      }
      figureNodes.push(node);
    } else if (isElement(node, "SampleAnswer")) {
      placed.add(node);
      figureNodes.push(node);
      const sample = readSample(node, skills, problems, placed, lineOf);
      if (sample) samples.push(sample);
    }
  }
  const first = top[0] ?? tree;
  if (!prompt) problem(first, "This question has no <Prompt>.", "Add <Prompt> with the question as the interviewer asks it.");
  if (!covers) problem(first, "This question has no <Covers>.", "Add <Covers> with a list of what a strong answer covers.");
  if (probes.length < PROBES.min || probes.length > PROBES.max) {
    problem(first, `This question has ${probes.length} <Probe>${probes.length === 1 ? "" : "s"}.`, `Write ${PROBES.min} to ${PROBES.max} follow-up probes.`);
  }
  walk(tree, (node) => {
    if (!isElement(node) || placed.has(node) || !COMPONENTS[node.name ?? ""]) return;
    const parent = node.name === "Score" ? "a <SampleAnswer>" : "the top level of the file";
    problem(node, `<${node.name}> is not directly in ${parent}.`, `Move it to ${parent}, with blank lines around it.`);
  });
  return { problems, prompt, covers, probes, samples, figureNodes };
}

function componentProblems(node: MdxNode): BodyProblem[] {
  const name = node.name ?? "";
  const accepted = COMPONENTS[name];
  if (!accepted) {
    return [{ node, message: `<${name}> is not a component questions can use.`, fix: `Use ${Object.keys(COMPONENTS).join(", ")}, or plain Markdown.` }];
  }
  const problems: BodyProblem[] = [];
  for (const item of node.attributes ?? []) {
    if (!item.name) problems.push({ node, message: `<${name}> has a {...spread} attribute.`, fix: "Write each attribute out." });
    else if (!accepted.includes(item.name)) {
      problems.push({ node, message: `<${name}> has no attribute "${item.name}".`, fix: accepted.length ? `It accepts ${accepted.join(", ")}.` : "It takes no attributes." });
    }
  }
  return problems;
}

function readSample(
  node: MdxNode,
  skills: string[] | null,
  problems: BodyProblem[],
  placed: Set<MdxNode>,
  lineOf: (node: MdxNode) => number | undefined,
): SampleAnswer | null {
  const before = problems.length;
  const level = textAttribute(node, "level");
  if (!level || !(LEVEL_KEYS as readonly string[]).includes(level)) {
    problems.push({ node, message: `<SampleAnswer level="${level ?? ""}"> is not a rubric level.`, fix: `Use one of: ${LEVEL_KEYS.join(", ")}.` });
  }
  const children = node.children ?? [];
  const scoreNodes = children.filter((child) => isElement(child, "Score"));
  const answer = children.filter((child) => !isElement(child, "Score"));
  if (!hasText(answer)) problems.push({ node, message: "This <SampleAnswer> has no answer text.", fix: "Write the answer as a candidate would say it." });
  const scores: SampleScore[] = [];
  const seen = new Set<string>();
  for (const scoreNode of scoreNodes) {
    placed.add(scoreNode);
    const skill = textAttribute(scoreNode, "skill") ?? "";
    const score = scoreValue(scoreNode);
    const reason = proseText(scoreNode).replace(/\s+/g, " ").trim();
    if (skills && !skills.includes(skill)) {
      problems.push({ node: scoreNode, message: `<Score skill="${skill}"> is not a skill of this question.`, fix: `Score only the question's skills: ${skills.join(", ")}.` });
    } else if (seen.has(skill)) {
      problems.push({ node: scoreNode, message: `The skill "${skill}" is scored twice in this sample answer.`, fix: "Keep one <Score> per skill." });
    }
    seen.add(skill);
    if (score === null) {
      problems.push({ node: scoreNode, message: `<Score skill="${skill}"> has a score outside 1-5.`, fix: "Write score={1} to score={5}: 1 is Very Weak or Missing, 5 Very Strong." });
    }
    if (!reason) problems.push({ node: scoreNode, message: `<Score skill="${skill}"> gives no reason.`, fix: "Write why, as its text: <Score ...>Why the answer sits at this score.</Score>" });
    if (score !== null) scores.push({ skill, score, reason, line: lineOf(scoreNode) });
  }
  for (const skill of skills ?? []) {
    if (!seen.has(skill)) {
      problems.push({ node, message: `This ${level ?? ""} <SampleAnswer> has no score for "${skill}".`, fix: `Add <Score skill="${skill}" score={...}>why</Score>.` });
    }
  }
  if (problems.length > before) return null;
  const order = skills ?? [];
  scores.sort((a, b) => order.indexOf(a.skill) - order.indexOf(b.skill));
  return { level: level as SampleAnswer["level"], body: answer, scores, line: lineOf(node) };
}

/** The score of `<Score score={3}>` (or score="3"), or null when it is missing or not a whole number from 1 to 5. */
function scoreValue(node: MdxNode): Score | null {
  const value = attribute(node, "score")?.value;
  const raw = typeof value === "string" ? value : value && typeof value === "object" ? value.value : undefined;
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return null;
  const score = Number(raw);
  return score >= 1 && score <= 5 ? (score as Score) : null;
}

function duplicates(items: string[]): string[] {
  return [...new Set(items.filter((item, index) => items.indexOf(item) !== index))];
}
