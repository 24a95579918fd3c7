// Runs once when a server process starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logAuthErrorsOnOneLine } = await import("./lib/logging/one-line-auth-errors");
  logAuthErrorsOnOneLine();
}
