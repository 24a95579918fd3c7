import type { z } from "zod";

/** Error messages for a strict object: friendly words for an unknown field, and `missing` when it is absent. */
export function objectErrors(missing: string): { error: (issue: z.core.$ZodRawIssue) => string | undefined } {
  return {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return `unknown field ${issue.keys.join(", ")}: remove or rename it`;
      return issue.code === "invalid_type" ? missing : undefined;
    },
  };
}
