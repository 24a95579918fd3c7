import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { lessonFile } from "./lesson-files";
import { parseFrontmatter } from "./parse-frontmatter";
import type { CourseManifest } from "./types";

/** What `npm run new:lesson` adds: a lesson in `section`, after the lesson `after` or at the end of the section. */
export type NewLesson = { section: string; slug: string; title: string; after?: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Writes `<contentDir>/<section>/<slug>.mdx` (a draft with valid front matter and an outline) and adds the lesson to
 * `<contentDir>/manifest.ts` in its place. `manifest` is that file's course, to check the request against. Throws
 * an Error that says what to change, before writing anything, when the request cannot be done.
 */
export function addLesson(request: NewLesson, contentDir: string, manifest: CourseManifest): string {
  const { section, slug, after } = request;
  const title = request.title.trim();
  if (!SLUG.test(section) || !SLUG.test(slug)) throw new Error("The section and the slug are lowercase words and dashes, e.g. product-design root-cause.");
  if (!title) throw new Error('Give the lesson a title, in quotes: npm run new:lesson -- analytical funnels "Funnel questions".');
  const entry = manifest.groups.flatMap((group) => group.sections).find((candidate) => candidate.slug === section);
  if (!entry) {
    const sections = manifest.groups.flatMap((group) => group.sections.map((candidate) => candidate.slug));
    throw new Error(`There is no section "${section}". The sections are: ${sections.join(", ")}.`);
  }
  if (entry.lessons.some((lesson) => lesson.slug === slug)) throw new Error(`The section ${section} already has a lesson "${slug}".`);
  if (after !== undefined && !entry.lessons.some((lesson) => lesson.slug === after)) {
    throw new Error(`The section ${section} has no lesson "${after}" to add it after. Its lessons: ${entry.lessons.map((lesson) => lesson.slug).join(", ")}.`);
  }
  const file = lessonFile(section, slug, contentDir);
  if (existsSync(file)) throw new Error(`${file} already exists.`);

  const manifestFile = path.join(contentDir, "manifest.ts");
  const updated = insertIntoManifest(readFileSync(manifestFile, "utf8"), { ...request, title });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, draftLesson(title));
  writeFileSync(manifestFile, updated);
  return file;
}

/** The manifest's text with the lesson's entry added after `after`'s line, or as the last lesson of the section. */
function insertIntoManifest(source: string, { section, slug, title, after }: NewLesson): string {
  const lines = source.split("\n");
  // A section's slug has a line of its own; a lesson's shares its line with the title.
  const sectionLine = lines.findIndex((line) => line.trim() === `slug: ${JSON.stringify(section)},`);
  const open = lines.findIndex((line, index) => index > sectionLine && /^\s*lessons: \[\s*$/.test(line));
  const close = lines.findIndex((line, index) => index > open && /^\s*\],?\s*$/.test(line));
  if (sectionLine === -1 || open === -1 || close === -1) {
    throw new Error(`Could not find the lessons of the section "${section}" in manifest.ts: add the entry by hand.`);
  }
  const anchor = after === undefined ? -1 : lines.findIndex((line, index) => index > open && index < close && line.includes(`slug: ${JSON.stringify(after)},`));
  if (after !== undefined && anchor === -1) throw new Error(`Could not find the lesson "${after}" in manifest.ts: add the entry by hand.`);
  const sample = lines[open + 1] !== undefined && open + 1 < close ? lines[open + 1]! : `${/^\s*/.exec(lines[open]!)?.[0] ?? ""}  `;
  const indent = /^\s*/.exec(sample)?.[0] ?? "";
  const entry = `${indent}{ slug: ${JSON.stringify(slug)}, title: ${JSON.stringify(title)} },`;
  lines.splice(anchor === -1 ? close : anchor + 1, 0, entry);
  return lines.join("\n");
}

/** A new lesson's file: front matter that passes the check, marked as a draft, and the outline every lesson follows. */
function draftLesson(title: string): string {
  return `---
title: ${frontmatterValue(title)}
description: One sentence on what the reader can do after this lesson.
minutes: 1
lastChecked: ${new Date().toISOString().slice(0, 10)}
draft: true
---

## Why this matters

Where interviewers ask this, and what they listen for.

## The steps

1. The first step, and why it matters.
2. The next step, and why it matters.

## A worked answer

A full answer to one question, set in India.

## Common mistakes

- A mistake, and what to do instead.

## What separates an okay, a good and a great answer

## Summary
`;
}

/** `value` as a front matter value: plain when the lesson parser reads it back unchanged, else double-quoted. */
function frontmatterValue(value: string): string {
  const parsed = parseFrontmatter(`---\ntitle: ${value}\n---\n`);
  return parsed.ok && parsed.data.title === value ? value : JSON.stringify(value);
}
