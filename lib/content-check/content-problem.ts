/** One thing wrong with the content: where it is, what is wrong, and how to fix it. */
export type ContentProblem = {
  /** The file to edit, relative to the project root when possible. */
  file: string;
  /** 1-based line in that file, when the problem is on one line. */
  line?: number;
  message: string;
  fix: string;
  /** A warning is shown but does not fail the check (the length rules on a draft); anything else is an error. */
  severity?: "warning";
};

/** The problems that fail the check: all but the warnings. */
export const errorsOf = (problems: ContentProblem[]) => problems.filter((problem) => problem.severity !== "warning");

/** Problems as a readable report, one block per problem, in file order. */
export function formatProblems(problems: ContentProblem[]): string {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map(({ file, line, message, fix, severity }) => {
      return `${file}${line ? `:${line}` : ""}\n  ${severity === "warning" ? "Warning: " : ""}${message}\n  Fix: ${fix}`;
    })
    .join("\n\n");
}
