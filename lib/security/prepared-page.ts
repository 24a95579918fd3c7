import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { courseNavigation } from "@/lib/course/navigation";
import { isPreparedLesson } from "@/lib/course/prepared-lessons";
import type { PreparedInline } from "./csp";

// Where `next build` writes the HTML of the pages it prepares; `next start` serves them from there.
const PREPARED_DIR = path.join(process.cwd(), ".next", "server", "app");
const known = new Map<string, PreparedInline | null>();
let warned = false;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/** The hashes of the inline scripts and styles of an HTML page (script elements with a src are not inline). */
export function inlineHashes(html: string): PreparedInline {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!)).map(([, , text]) => sha256(text!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * For a lesson whose page `next build` prepared, the hashes its Content-Security-Policy must allow; null for every
 * other path, and for a lesson rendered per request (the welcome lesson, and every page under `next dev`). Read once
 * per lesson and process: the file does not change while the server runs. A server that cannot see the build's
 * pages (a host serving them some other way) says so in its log once, as the lessons would not work.
 */
export function preparedLessonInline(pathname: string): PreparedInline | null {
  const lesson = courseNavigation.findLessonByPath(pathname);
  if (!lesson || !isPreparedLesson(lesson) || process.env.NODE_ENV !== "production") return null;
  if (!known.has(lesson.path)) {
    const file = path.join(PREPARED_DIR, `${lesson.path}.html`);
    const found = fs.existsSync(file);
    if (!found && !warned) {
      warned = true;
      console.error(`No prepared page at ${file}: the lessons' scripts will be refused by the Content-Security-Policy. Serve the build with \`next start\` (or \`npm start\`) from the directory \`next build\` ran in.`);
    }
    known.set(lesson.path, found ? inlineHashes(fs.readFileSync(file, "utf8")) : null);
  }
  return known.get(lesson.path)!;
}
