import { readFileSync } from "node:fs";
import path from "node:path";
import { LESSON_IMAGE_PATH } from "./lesson-images";

/** The site's public folder, `public/` in the project root, whose `lessons/` folder holds the lesson images. */
export const defaultPublicDir = path.join(process.cwd(), "public");

/** An image's size in CSS pixels. */
export type ImageSize = { width: number; height: number };

/**
 * The size an SVG declares on its root `<svg>` tag: its width and height when both are plain numbers (or pixels),
 * else its viewBox's; null when it declares neither.
 */
export function svgSize(svg: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, "i").exec(tag)?.[2]?.trim();
  const pixels = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? parseFloat(value) : NaN);
  const width = pixels(attribute("width"));
  const height = pixels(attribute("height"));
  if (width > 0 && height > 0) return { width, height };
  const box = (attribute("viewBox") ?? "").split(/[\s,]+/).map(Number);
  const [boxWidth = NaN, boxHeight = NaN] = box.slice(2);
  return box.length === 4 && boxWidth > 0 && boxHeight > 0 ? { width: boxWidth, height: boxHeight } : null;
}

const sizes = new Map<string, ImageSize | null>();

/**
 * The declared size of a local lesson SVG (`/lessons/<name>.svg`), read from `public/` once per process; null for
 * any other address, a missing file or an SVG without a size. Lesson pages use it so a diagram takes its own
 * shape on the page before it has loaded.
 */
export function lessonSvgSize(src: string, publicDir = defaultPublicDir): ImageSize | null {
  const key = `${publicDir}\n${src}`;
  if (!sizes.has(key)) sizes.set(key, readSize(src, publicDir));
  return sizes.get(key) ?? null;
}

function readSize(src: string, publicDir: string): ImageSize | null {
  if (!src.startsWith(LESSON_IMAGE_PATH) || /[?#\\]/.test(src)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(src);
  } catch {
    return null;
  }
  if (relative.split("/").includes("..")) return null;
  try {
    return svgSize(readFileSync(path.join(publicDir, relative), "utf8"));
  } catch {
    return null;
  }
}
