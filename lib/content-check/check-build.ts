import { checkContent, type CheckOptions } from "./check-content";
import { errorsOf, formatProblems } from "./content-problem";

/**
 * Fails the production build when the content check finds an error, with the check's own messages (file, line and
 * fix), so a broken lesson never reaches production.
 */
export async function refuseBrokenContent(options: CheckOptions = {}): Promise<void> {
  const errors = errorsOf((await checkContent(options)).problems);
  if (!errors.length) return;
  throw new Error(`The content check found ${errors.length} problem${errors.length === 1 ? "" : "s"}:\n\n${formatProblems(errors)}\n`);
}
