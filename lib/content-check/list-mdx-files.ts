import { readdir } from "node:fs/promises";
import path from "node:path";
import { defaultContentDir } from "@/lib/course/lesson-files";

// Apart from lesson-files.ts because only the content check lists the folder: a dynamic readdir in a module the
// lesson page imports makes Next trace the whole project into the server bundle.

/** Every `.mdx` file under the content folder, as paths relative to it with `/` separators. */
export async function listMdxFiles(contentDir = defaultContentDir): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}
