import { backendSettings } from "../../playwright.config";
import { startBackendProcess, stopBackendProcess } from "./backend-process";

/** Starts the suite's own backend; the returned function stops it after the last test. */
export default async function globalSetup() {
  await startBackendProcess(backendSettings);
  return () => stopBackendProcess(backendSettings);
}
