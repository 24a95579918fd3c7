import { COMPANY_IDS } from "@/lib/course/companies";
import { debriefLabel, READINESS_TYPE, type RoundType } from "./debrief-kinds";
import { monthLabel } from "./months";
import { labelOf } from "@/lib/practice/question-kinds";

/** What a draft question takes from a report: never its author, readiness or tip. */
export type DraftSource = { id: string; company: string; roundType: RoundType; month: string; questions: string[]; minutes: number };

/** A question id from text: lowercase words and dashes, at most eight words. */
export function slugOf(text: string): string {
  const words = text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9\s-]/g, " ").split(/[\s-]+/).filter(Boolean);
  return words.slice(0, 8).join("-") || "reported-question";
}

/** YAML-safe one line: the title is a member's words, so no line breaks or a leading character YAML reads otherwise. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().replace(/^[-?:,[\]{}#&*!|>'"%@`]+/, "");

/**
 * A draft of `content/questions/<id>.mdx` from a report's question at `place`, for an editor to finish: the question
 * in the member's words as the prompt, the report's company and month in a comment, TODOs where the editor decides.
 * Nothing of the member's tip or identity.
 */
export function draftQuestion(source: DraftSource, place: number): { id: string; text: string } {
  const question = source.questions[place];
  if (question === undefined) throw new Error(`Report ${source.id} has no question ${place + 1} (it has ${source.questions.length}).`);
  const company = (COMPANY_IDS as readonly string[]).includes(source.company) ? source.company : null;
  const type = READINESS_TYPE[source.roundType] ?? "product-design";
  const id = slugOf(`${company ?? ""} ${question}`);
  const text = `---
title: ${oneLine(question).slice(0, 90)}
type: ${type}
companies: ${company ?? "TODO-a-guide-company"}
difficulty: medium
minutes: ${Math.min(60, Math.max(2, Math.round(source.minutes / 2)))}
skills: TODO, TODO
lessons: ${company ? `/dashboard/companies/${company}` : "TODO"}
---

{/* Drafted from interview report ${source.id}: a ${debriefLabel(source.roundType).toLowerCase()} round at ${company ? labelOf(company) : source.company.replace(/[{}]/g, "")}, ${monthLabel(source.month)}.
    Check the type, skills, difficulty and minutes; write the prompt as an interviewer asks it, the probes, what a
    strong answer covers and scored samples (content/README.md, "Practice questions"). Then move this file into
    content/questions/. */}

<Prompt>

${question.replace(/[<{]/g, (character) => (character === "<" ? "&lt;" : "&#123;"))}

</Prompt>

<Probe when="TODO">TODO</Probe>
<Probe when="TODO">TODO</Probe>

<Covers>

- TODO

</Covers>
`;
  return { id, text };
}
