/** One thing wrong with the content: where it is, what is wrong, and how to fix it. */
export type ContentProblem = {
  /** The file to edit, relative to the project root when possible. */
  file: string;
  /** 1-based line in that file, when the problem is on one line. */
  line?: number;
  message: string;
  fix: string;
};

/** Problems as a readable report, one block per problem, in file order. */
export function formatProblems(problems: ContentProblem[]): string {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map(({ file, line, message, fix }) => `${file}${line ? `:${line}` : ""}\n  ${message}\n  Fix: ${fix}`)
    .join("\n\n");
}
