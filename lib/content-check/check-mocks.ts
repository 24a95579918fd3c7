import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseMockScript, type MockContext } from "@/lib/mocks/parse-mock-script";
import type { MockScript } from "@/lib/mocks/mock-script";
import type { ContentProblem } from "./content-problem";
import { compileMdx } from "./mdx-tree";

/** The folder of solo mock scripts inside the content folder; its files are not lessons. */
export const MOCKS_FOLDER = "mocks";

/** Checks every `<contentDir>/mocks/<id>.mdx` (content/mocks/README.md). Returns the problems and the scripts read. */
export async function checkMocks(contentDir: string, display: (file: string) => string, context: MockContext): Promise<{ problems: ContentProblem[]; scripts: MockScript[]; files: number }> {
  const folder = path.join(contentDir, MOCKS_FOLDER);
  if (!existsSync(folder)) return { problems: [], scripts: [], files: 0 };
  const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx")).sort();
  const results = await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const result = await parseMockScript(name.replace(/\.mdx$/, ""), await readFile(file, "utf8"), compileMdx, context);
      return { file: display(file), ...result };
    }),
  );
  const problems = results.flatMap(({ file, problems }) => problems.map((problem) => ({ file, ...problem })));
  return { problems, scripts: results.flatMap((result) => (result.script ? [result.script] : [])), files: files.length };
}
