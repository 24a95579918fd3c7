import { Children, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileLesson } from "@/features/lesson/render-lesson";
import { readLesson } from "@/lib/course/lesson-files";

/** The line under a lesson's title, as the page shows it. */
async function metaLine(section: string, slug: string): Promise<string> {
  const { article } = await compileLesson(section, slug, "Section");
  // The article's third child, after the section's name and the title; its body may suspend, so it is left out.
  if (!isValidElement<{ children: ReactNode }>(article)) throw new Error("the lesson is not an element");
  const line = Children.toArray(article.props.children)[2];
  return renderToStaticMarkup(line).replace(/<[^>]+>/g, "");
}

describe("the line under a lesson's title", () => {
  it("gives the reading time and the newest period the lesson's figures state, never a date they were checked", async () => {
    const { frontmatter } = await readLesson("companies", "swiggy");
    expect(await metaLine("companies", "swiggy")).toBe(`${frontmatter.minutes} min read · Figures as of December 2025`);
    const cred = await readLesson("companies", "cred");
    expect(await metaLine("companies", "cred")).toBe(`${cred.frontmatter.minutes} min read · Figures as of March 2025`);
  });

  it("says nothing of figures in a lesson that reports none", async () => {
    const { frontmatter } = await readLesson("execution", "practice");
    expect(await metaLine("execution", "practice")).toBe(`${frontmatter.minutes} min read`);
  });
});
