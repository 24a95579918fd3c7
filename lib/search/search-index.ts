import "server-only";
import MiniSearch from "minisearch";
import { readGlossary, readLesson } from "@/lib/course/lesson-files";
import { lessonSections } from "@/lib/course/lesson-sections";
import { courseNavigation } from "@/lib/course/navigation";
import { drillDocuments, questionDocuments, TOOL_DOCUMENTS, type PageDocument } from "./page-documents";
import { snippet, type SnippetPart } from "./snippet";
import { searchTerm } from "./spelling";

/**
 * One search result (a lesson's section, a tool, a practice question or a drill item): where it links, what to show,
 * and the matched words to highlight.
 */
export interface SearchResult {
  href: string;
  lessonTitle: string;
  /** The matching section's heading; "" when the match is in the lesson's opening or description. */
  heading: string;
  snippet: SnippetPart[];
}

interface SearchDocument {
  id: number;
  href: string;
  lessonTitle: string;
  heading: string;
  text: string;
  /** How much a match here counts against the same match in a lesson (DOCUMENT_WEIGHT). */
  weight: number;
}

// The lessons are what search is mostly for: a practice question or drill holding the same words comes after the
// lesson that teaches them; a tool named by what was typed ("offer calculator", "plan") still comes first.
const DOCUMENT_WEIGHT = { lesson: 1, tool: 0.8, question: 0.6, drill: 0.4 } as const;

const MAX_RESULTS = 10;
const MAX_PER_LESSON = 3;

/**
 * Every section of every lesson, and each glossary term as a part of the glossary lesson's section that lists it;
 * then the member's tools, the practice questions and the drill items.
 */
async function documents(): Promise<Omit<SearchDocument, "id">[]> {
  const [lessons, questions, drills] = await Promise.all([lessonDocuments(), questionDocuments(), drillDocuments()]);
  const weighted = (docs: PageDocument[], weight: number) => docs.map((doc) => ({ ...doc, weight }));
  return [
    ...weighted(lessons, DOCUMENT_WEIGHT.lesson),
    ...weighted(TOOL_DOCUMENTS, DOCUMENT_WEIGHT.tool),
    ...weighted(questions, DOCUMENT_WEIGHT.question),
    ...weighted(drills, DOCUMENT_WEIGHT.drill),
  ];
}

async function lessonDocuments(): Promise<PageDocument[]> {
  const glossary = await readGlossary();
  const perLesson = await Promise.all(
    courseNavigation.lessons.map(async (lesson) => {
      const { frontmatter, body } = await readLesson(lesson.section, lesson.slug);
      const at = (id: string | null) => (id ? `${lesson.path}#${id}` : lesson.path);
      const sections = lessonSections(body).map((section) => ({ href: at(section.id), lessonTitle: lesson.title, heading: section.heading, text: section.text }));
      const opening = { href: lesson.path, lessonTitle: lesson.title, heading: "", text: frontmatter.description };
      const glossaryAt = body.indexOf("<Glossary");
      // The terms link to the section the glossary is drawn in: the last heading before the tag.
      const glossaryHref = at(lessonSections(body.slice(0, Math.max(glossaryAt, 0))).at(-1)?.id ?? null);
      const terms = (glossaryAt < 0 ? [] : glossary).map((entry) => ({
        href: glossaryHref,
        lessonTitle: lesson.title,
        heading: entry.term,
        text: [entry.definition, entry.example].filter(Boolean).join(" "),
      }));
      return [opening, ...sections, ...terms];
    }),
  );
  return perLesson.flat();
}

async function build() {
  const docs = (await documents()).map((doc, id) => ({ ...doc, id }));
  const index = new MiniSearch<SearchDocument>({
    fields: ["lessonTitle", "heading", "text"],
    processTerm: searchTerm,
    searchOptions: {
      boost: { heading: 3, lessonTitle: 2 },
      // Typos are forgiven in words of five letters or more; the last word may be half typed.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (_term, index, terms) => index === terms.length - 1,
      // A word as typed counts for much more than the words it is one letter from or the start of.
      weights: { fuzzy: 0.15, prefix: 0.3 },
      boostDocument: (id) => docs[id as number]!.weight,
    },
  });
  index.addAll(docs);
  return { index, docs };
}

// Built on the first search and kept for the life of the process: lessons change only with a deploy.
let built: ReturnType<typeof build> | undefined;

/**
 * The best sections, tools, questions and drills for `query`, best first: at most MAX_RESULTS, and MAX_PER_LESSON
 * from one lesson (or of one label: practice questions of one type, drills of one kind).
 */
export async function searchLessons(query: string): Promise<SearchResult[]> {
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  const { index, docs } = await built;
  const perLesson = new Map<string, number>();
  const results: SearchResult[] = [];
  // Sections holding every word come first; then those holding some, so one unknown word does not empty the list.
  const all = index.search(query, { combineWith: "AND" });
  const seen = new Set(all.map((hit) => hit.id));
  all.push(...index.search(query, { combineWith: "OR" }).filter((hit) => !seen.has(hit.id)));
  for (const hit of all) {
    const doc = docs[hit.id as number]!;
    const count = perLesson.get(doc.lessonTitle) ?? 0;
    if (count >= MAX_PER_LESSON) continue;
    perLesson.set(doc.lessonTitle, count + 1);
    results.push({ href: doc.href, lessonTitle: doc.lessonTitle, heading: doc.heading, snippet: snippet(doc.text, new Set(hit.terms)) });
    if (results.length === MAX_RESULTS) break;
  }
  return results;
}
