import { headingIds } from "./heading-id";

/** One part of a lesson: the text under a `##` or `###` heading, or the opening text before the first one. */
export interface LessonSection {
  /** The heading's text; "" for the opening text. */
  heading: string;
  /** The heading's anchor, as the rendered lesson gives it (components/course/mdx/heading-anchors.ts); null for the opening. */
  id: string | null;
  /** 2 or 3 for a heading, 1 for the opening. */
  level: 1 | 2 | 3;
  /** The section's words as a reader sees them: no markup, tags or link targets. */
  text: string;
}

const HEADING = /^(#{2,3})\s+(.+?)\s*#*\s*$/;
// The readable words a component tag carries in its attributes: a callout's title, a figure's alt text and caption.
const READABLE_ATTRIBUTE = /\b(?:title|alt|caption)=(?:"([^"]*)"|'([^']*)')/g;

/** One line of MDX as the words it shows: tags give up their readable attributes, links their targets. */
function inlineText(mdx: string): string {
  return mdx
    .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => ` ${[...tag.matchAll(READABLE_ATTRIBUTE)].map((match) => match[1] ?? match[2]).join(". ")} `)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[|*_`>#]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** MDX as plain words: as `inlineText`, and without table rules, list markers or quote marks. */
export function plainText(mdx: string): string {
  return inlineText(mdx.replace(/^\s*\|?\s*:?-{3,}.*$/gm, "").replace(/^\s*(?:[-+]|\d+\.)\s+/gm, ""));
}

/** A lesson's MDX body cut at its `##` and `###` headings, with the anchors the rendered page gives them. */
export function lessonSections(body: string): LessonSection[] {
  const idFor = headingIds();
  const sections: { heading: string; id: string | null; level: 1 | 2 | 3; lines: string[] }[] = [{ heading: "", id: null, level: 1, lines: [] }];
  for (const line of body.split("\n")) {
    const heading = HEADING.exec(line);
    if (heading) {
      // A heading keeps a leading "1." ("## 1. Segments"): it is part of the heading's text and anchor.
      const text = inlineText(heading[2]!);
      sections.push({ heading: text, id: idFor(text), level: heading[1]!.length as 2 | 3, lines: [] });
    } else {
      sections.at(-1)!.lines.push(line);
    }
  }
  return sections
    .map(({ lines, ...section }) => ({ ...section, text: plainText(lines.join("\n")) }))
    .filter((section) => section.level > 1 || section.text !== "");
}
