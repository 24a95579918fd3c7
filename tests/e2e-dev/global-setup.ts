import { restoreAll } from "./lesson-backup";

/** Puts back any lesson a killed run left edited, and puts back this run's edits after the last test. */
export default function globalSetup() {
  restoreAll();
  return restoreAll;
}
