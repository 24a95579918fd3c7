import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { closest } from "./check-link";
import type { ContentProblem } from "./content-problem";
import { svgSize } from "@/lib/course/lesson-image-files";
import { LESSON_IMAGE_PATH, imageHostName, isOnImageHost, parseUrl } from "@/lib/course/lesson-images";

/** What the content check needs to judge an image address: the configured image host and the local image files. */
export type ImageContext = {
  /** NEXT_PUBLIC_IMAGE_HOST as the site reads it: a host name, or "" when lessons may use local images only. */
  imageHost: string;
  /** Every file under public/lessons/, as its address: "/lessons/funnel.svg". */
  lessonImages: ReadonlySet<string>;
};

type Finding = { message: string; fix: string };

const LOCAL_FIX = 'Put the file in public/lessons/ and write its address as "/lessons/<file name>".';

/**
 * What is wrong with the address of an image in a lesson (`<Figure src>` or `![alt](src)`), or null when it is fine:
 * a file that exists under public/lessons/, or an https address on the image host.
 */
export function checkImage(src: string, context: ImageContext): Finding | null {
  const host = imageHostName(context.imageHost);
  if (src.startsWith(LESSON_IMAGE_PATH)) return checkLocalImage(src, context.lessonImages);
  if (isOnImageHost(src, host)) return null;
  const shown = src.length > 80 ? `${src.slice(0, 77)}...` : src;
  const url = parseUrl(src.startsWith("//") ? `https:${src}` : src);
  if (!url || !/^https?:$/.test(url.protocol)) {
    return { message: `The image "${shown}" is not a file in public/lessons/.`, fix: remoteFix(host) };
  }
  if (host && url.hostname === host) {
    const fix = `Write "https://${host}${url.pathname}${url.search}".`;
    return src.startsWith("http:")
      ? { message: `The image "${shown}" is on http, not https.`, fix }
      : { message: `The image "${shown}" is not a plain https:// address on ${host}.`, fix };
  }
  return {
    message: host
      ? `The image "${shown}" is on ${url.host}, but lesson images may only come from ${host}.`
      : `The image "${shown}" is on ${url.host}, but no image host is configured (NEXT_PUBLIC_IMAGE_HOST).`,
    fix: remoteFix(host),
  };
}

function remoteFix(host: string): string {
  if (!host) return LOCAL_FIX;
  return (
    'Put the file in public/lessons/ and write "/lessons/<file name>", ' +
    `or upload it to ${host} and write its https://${host}/... address.`
  );
}

function checkLocalImage(src: string, files: ReadonlySet<string>): Finding | null {
  if (/[?#]/.test(src)) {
    return {
      message: `The image "${src}" has a ? or # part, which a local image cannot have.`,
      fix: `Write the file's address alone: "${src.replace(/[?#].*$/, "")}".`,
    };
  }
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    // A stray % is compared as written, and reported as missing below.
  }
  if (files.has(decoded)) return null;
  const nearest = closest(decoded, [...files]);
  return {
    message: `The image "${src}" does not exist: there is no file public${decoded}.`,
    fix: nearest ? `Did you mean ${nearest}?` : "Add the file to public/lessons/, or correct the address.",
  };
}

/**
 * What is wrong with an SVG file under public/lessons/: it must declare its size (so the page keeps its place
 * before it loads) and be a drawing only. A browser runs no script and loads no other file inside an image; opened
 * directly, the file is a page of the site, which LESSON_FILE_POLICY (lib/security/csp.ts) sandboxes as well.
 */
export function checkSvg(svg: string): Finding[] {
  if (!/<svg\b/i.test(svg)) return [{ message: "This file is not an SVG image.", fix: "Save the drawing as SVG." }];
  const findings: Finding[] = [];
  if (!svgSize(svg)) {
    findings.push({
      message: "This SVG does not declare its size.",
      fix: 'Give its <svg> tag a viewBox="0 0 <width> <height>", and width and height in pixels.',
    });
  }
  if (/<script\b|<foreignObject\b|<[^>]*\son[a-z]+\s*=|=\s*["']\s*javascript:/i.test(svg)) {
    findings.push({
      message: "This SVG holds a script, an event handler or embedded HTML.",
      fix: "Remove it: lesson images are drawings only.",
    });
  }
  const outside = /<[^>]*\s(?:xlink:)?href\s*=\s*["'](?!#|data:)([^"']*)/i.exec(svg)?.[1];
  if (outside !== undefined) {
    findings.push({
      message: `This SVG refers to another file ("${outside}"), which browsers do not load inside an image.`,
      fix: "Draw it in the SVG itself, or embed it as a data: URL.",
    });
  }
  return findings;
}

/** The files under `<publicDir>/lessons`, as addresses, and the problems of its SVG files. */
export async function checkLessonImageFiles(
  publicDir: string,
  display: (file: string) => string,
): Promise<{ lessonImages: Set<string>; problems: ContentProblem[] }> {
  const folder = path.join(publicDir, "lessons");
  const lessonImages = new Set<string>();
  const problems: ContentProblem[] = [];
  if (!existsSync(folder)) return { lessonImages, problems };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files.sort()) {
    lessonImages.add(`${LESSON_IMAGE_PATH}${path.relative(folder, file).split(path.sep).join("/")}`);
    if (!/\.svg$/i.test(file)) continue;
    for (const finding of checkSvg(await readFile(file, "utf8"))) problems.push({ file: display(file), ...finding });
  }
  return { lessonImages, problems };
}
