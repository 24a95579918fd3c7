import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { ContentError } from "./content-error";
import { formatIssues } from "./format-issues";
import { frontmatterSchema, type Frontmatter } from "./frontmatter-schema";
import { glossarySchema, type Glossary } from "./glossary-schema";
import { parseFrontmatter } from "./parse-frontmatter";
import { rubricSchema, type Rubric } from "./rubric-schema";

// Reading from disk lives here, apart from the pure navigation functions, so scripts and tests can use it too.

/** The content folder: `content/` in the project root (Next and the scripts both run from there). */
export const defaultContentDir = path.join(process.cwd(), "content");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The file that holds a lesson: `<contentDir>/<section>/<slug>.mdx`. */
export function lessonFile(section: string, slug: string, contentDir = defaultContentDir): string {
  const file = path.join(contentDir, section, `${slug}.mdx`);
  if (!SLUG.test(section) || !SLUG.test(slug)) throw new ContentError(file, "slugs are lowercase words and dashes");
  return file;
}

/** One lesson's validated frontmatter and its MDX body (without the frontmatter). Throws a ContentError if invalid. */
export async function readLesson(
  section: string,
  slug: string,
  contentDir = defaultContentDir,
): Promise<{ frontmatter: Frontmatter; body: string }> {
  const file = lessonFile(section, slug, contentDir);
  if (!existsSync(file)) throw new ContentError(file, "the file does not exist");
  const parsed = parseFrontmatter(await readFile(file, "utf8"));
  if (!parsed.ok) throw new ContentError(file, `line ${parsed.line}: ${parsed.error}`);
  const frontmatter = frontmatterSchema.safeParse(parsed.data);
  if (!frontmatter.success) throw new ContentError(file, formatIssues(frontmatter.error));
  return { frontmatter: frontmatter.data, body: parsed.body };
}

/** The glossary terms of `<contentDir>/data/glossary.json`, validated. */
export async function readGlossary(contentDir = defaultContentDir): Promise<Glossary> {
  return readJson(path.join(contentDir, "data", "glossary.json"), glossarySchema);
}

/** The rubric `<contentDir>/data/rubrics/<name>.json`, validated. */
export async function readRubric(name: string, contentDir = defaultContentDir): Promise<Rubric> {
  const file = path.join(contentDir, "data", "rubrics", `${name}.json`);
  if (!SLUG.test(name)) throw new ContentError(file, "rubric names are lowercase words and dashes");
  return readJson(file, rubricSchema);
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  if (!existsSync(file)) throw new ContentError(file, "the file does not exist");
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new ContentError(file, `not valid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, formatIssues(result.error, data));
  return result.data;
}
