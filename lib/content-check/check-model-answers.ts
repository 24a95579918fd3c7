import { MODEL_ANSWER_LEVELS } from "@/lib/course/model-answer-levels";
import { rubricLevels } from "@/lib/course/rubric-schema";
import type { ComponentContext } from "./check-component";
import { walk, type MdxNode } from "./mdx-tree";

type Problem = { message: string; fix: string; node: MdxNode };

const LEVELS = MODEL_ANSWER_LEVELS.join(", ");
const SCALE = rubricLevels.map((level) => level.key).join(", ");
const isElement = (node: MdxNode, name: string) => node.type.startsWith("mdxJsx") && node.name === name;
const attribute = (node: MdxNode, name: string) => {
  const value = node.attributes?.find((item) => item.name === name)?.value;
  return typeof value === "string" ? value : undefined;
};

/**
 * How the three-level model answers are put together: a `<ModelAnswers>` holds exactly three `<ModelAnswer>`s,
 * Weak, Neutral and Strong in that order, and each answer ends with `<Score>` lines naming skills of the rubric.
 */
export function checkModelAnswers(tree: MdxNode, context: ComponentContext): Problem[] {
  const problems: Problem[] = [];
  const inside = new Set<MdxNode>();
  walk(tree, (node) => {
    if (isElement(node, "ModelAnswers")) problems.push(...checkBlock(node, context, inside));
  });
  walk(tree, (node) => {
    if ((isElement(node, "ModelAnswer") || isElement(node, "Score")) && !inside.has(node)) {
      const parent = node.name === "Score" ? "<ModelAnswer>" : "<ModelAnswers>";
      problems.push({ node, message: `<${node.name}> is outside a ${parent}.`, fix: `Put it inside a ${parent}.` });
    }
  });
  return problems;
}

function checkBlock(block: MdxNode, context: ComponentContext, inside: Set<MdxNode>): Problem[] {
  const problems: Problem[] = [];
  const answers = (block.children ?? []).filter((child) => isElement(child, "ModelAnswer"));
  const levels = answers.map((answer) => attribute(answer, "level") ?? "?");
  if (levels.join(", ") !== LEVELS) {
    problems.push({
      node: block,
      message: `<ModelAnswers> has the answers ${levels.join(", ") || "(none)"}, not ${LEVELS}.`,
      fix: `Write three <ModelAnswer level="..."> blocks inside it: ${LEVELS}, in that order.`,
    });
  }
  const skills = context.rubricSkills.get(attribute(block, "rubric") ?? "");
  for (const answer of answers) {
    inside.add(answer);
    const scores = (answer.children ?? []).filter((child) => isElement(child, "Score"));
    if (scores.length === 0) {
      problems.push({
        node: answer,
        message: `The ${attribute(answer, "level") ?? ""} <ModelAnswer> has no <Score> lines.`,
        fix: 'End it with <Score skill="..." level="...">why</Score> for the rubric skills it shows.',
      });
    }
    for (const score of scores) {
      inside.add(score);
      problems.push(...checkScore(score, skills));
    }
  }
  return problems;
}

function checkScore(score: MdxNode, skills: readonly string[] | undefined): Problem[] {
  const problems: Problem[] = [];
  const skill = attribute(score, "skill");
  const level = attribute(score, "level");
  if (skills && skill !== undefined && !skills.includes(skill)) {
    problems.push({
      node: score,
      message: `<Score skill="${skill}"> is not a skill of this rubric.`,
      fix: `Use one of: ${skills.join(", ")}.`,
    });
  }
  if (level !== undefined && !rubricLevels.some((item) => item.key === level)) {
    problems.push({ node: score, message: `<Score level="${level}"> is not a rubric level.`, fix: `Use one of: ${SCALE}.` });
  }
  return problems;
}

/** A practice lesson must answer at least one of its questions at the three levels. */
export function checkPracticeLesson(tree: MdxNode): { message: string; fix: string } | null {
  let found = false;
  walk(tree, (node) => {
    if (isElement(node, "ModelAnswers") || isElement(node, "BankAnswers")) found = true;
  });
  if (found) return null;
  return {
    message: "This practice lesson has no <BankAnswers> or <ModelAnswers>: one question answered at several levels.",
    fix: 'Show a bank question\'s scored samples with <BankAnswers question="...">, or answer one of its questions three times in a <ModelAnswers rubric="..."> block (see content/README.md).',
  };
}
