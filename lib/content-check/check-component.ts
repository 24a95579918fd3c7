import { checkImage, type ImageContext } from "./check-images";
import type { MdxNode } from "./mdx-tree";

/** What the content check needs to know about the content and public folders to judge a component. */
export type ComponentContext = ImageContext & {
  rubricNames: ReadonlySet<string>;
  rubricSkills: ReadonlyMap<string, readonly string[]>;
  hasGlossary: boolean;
  /** The bank's question ids, each with its number of sample answers, for `<BankAnswers question="...">`. */
  bankSamples: ReadonlyMap<string, number>;
};

// The components the lesson renderer provides, with the attributes each accepts; every other tag is refused.
const COMPONENTS: Record<string, { attributes: string[]; required: string[] }> = {
  Callout: { attributes: ["kind", "title"], required: ["kind"] },
  Figure: { attributes: ["src", "alt", "caption"], required: ["src", "alt"] },
  VideoLink: { attributes: ["href", "minutes"], required: ["href"] },
  Glossary: { attributes: [], required: [] },
  Rubric: { attributes: ["name"], required: ["name"] },
  OfferCalculator: { attributes: [], required: [] },
  ModelAnswers: { attributes: ["rubric"], required: ["rubric"] },
  BankAnswers: { attributes: ["question"], required: ["question"] },
  ModelAnswer: { attributes: ["level"], required: ["level"] },
  Score: { attributes: ["skill", "level"], required: ["skill", "level"] },
};

const ALLOWED = Object.keys(COMPONENTS).join(", ");

/** What is wrong with one JSX element of a lesson (`<Callout ...>`, `<div>`...), as messages with their fixes. */
export function checkComponent(node: MdxNode, context: ComponentContext): { message: string; fix: string }[] {
  const name = node.name ?? "";
  const spec = COMPONENTS[name];
  if (!spec) {
    return [
      {
        message: name ? `<${name}> is not a component lessons can use.` : "An empty <> fragment is not allowed.",
        fix: /^[A-Z]/.test(name)
          ? `Use one of ${ALLOWED}, or plain Markdown.`
          : `Use plain Markdown instead of HTML tags (the only components are ${ALLOWED}).`,
      },
    ];
  }
  const problems: { message: string; fix: string }[] = [];
  const values = new Map<string, string | null>();
  for (const attribute of node.attributes ?? []) {
    if (!attribute.name) {
      problems.push({ message: `<${name}> has a {...spread} attribute.`, fix: "Write each attribute out." });
    } else if (!spec.attributes.includes(attribute.name)) {
      const accepted = spec.attributes.length ? `it accepts ${spec.attributes.join(", ")}` : "it takes no attributes";
      problems.push({ message: `<${name}> has no attribute "${attribute.name}".`, fix: `Remove it: ${accepted}.` });
    } else {
      values.set(attribute.name, typeof attribute.value === "string" ? attribute.value : null);
    }
  }
  for (const required of spec.required) {
    if (!values.has(required)) {
      problems.push({ message: `<${name}> is missing ${required}="...".`, fix: `Add ${required}="..." to the tag.` });
    }
  }
  problems.push(...checkValues(name, values, context));
  return problems;
}

function checkValues(name: string, values: Map<string, string | null>, context: ComponentContext) {
  const problems: { message: string; fix: string }[] = [];
  const kind = values.get("kind");
  if (name === "Callout" && values.has("kind") && !["tip", "note", "warning"].includes(kind ?? "")) {
    problems.push({
      message: `<Callout kind="${kind ?? "{...}"}"> is not a callout kind.`,
      fix: 'Use kind="tip", "note" or "warning".',
    });
  }
  if (name === "Figure" && values.has("alt") && !values.get("alt")?.trim()) {
    problems.push({ message: "<Figure> has no alt text.", fix: 'Describe what the image shows in alt="...".' });
  }
  const src = values.get("src");
  if (name === "Figure" && values.has("src")) {
    const problem =
      typeof src === "string"
        ? checkImage(src, context)
        : { message: "<Figure src={...}> is code, not an address.", fix: 'Write src="/lessons/<file name>".' };
    if (problem) problems.push(problem);
  }
  const href = values.get("href");
  if (name === "VideoLink" && values.has("href") && !/^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//.test(href ?? "")) {
    problems.push({
      message: `<VideoLink href="${href ?? "{...}"}"> is not a YouTube address.`,
      fix: "Link to the video on https://www.youtube.com/...",
    });
  }
  const rubric = values.get(name === "ModelAnswers" ? "rubric" : "name");
  if ((name === "Rubric" || name === "ModelAnswers") && rubric !== undefined && !context.rubricNames.has(rubric ?? "")) {
    problems.push({
      message: `<${name} ${name === "Rubric" ? "name" : "rubric"}="${rubric ?? "{...}"}"> has no data file data/rubrics/${rubric ?? "..."}.json.`,
      fix: `Use one of: ${[...context.rubricNames].sort().join(", ") || "(no rubrics yet)"}, or add that JSON file.`,
    });
  }
  const question = values.get("question");
  if (name === "BankAnswers" && values.has("question") && !context.bankSamples.get(question ?? "")) {
    const known = context.bankSamples.has(question ?? "");
    problems.push({
      message: known ? `<BankAnswers question="${question}"> names a question with no sample answers.` : `<BankAnswers question="${question ?? "{...}"}"> names no question of the bank.`,
      fix: known ? "Write its samples first, or name a question that has some." : "Use the file name of a question in questions/, without .mdx.",
    });
  }
  if (name === "Glossary" && !context.hasGlossary) {
    problems.push({ message: "<Glossary /> has no data: data/glossary.json is missing.", fix: "Add that file." });
  }
  return problems;
}
