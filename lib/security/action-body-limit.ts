/**
 * The most a request to the app may carry: Next's own limit for a Server Action's body (serverActions.bodySizeLimit,
 * left at its default in next.config.ts). Past it Next throws mid-action and answers 500 with an error page; the
 * proxy answers first, with 413 and a sentence (the longest honest form, a 20,000-character practice answer, is about
 * 80 KB).
 */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

export const TOO_LARGE_MESSAGE = "That was too much to send at once (over 1 MB). Shorten what you wrote, then try again.";

/** Whether a request says it carries more than the app takes (its Content-Length; GET and HEAD carry nothing). */
export function bodyTooLarge(method: string, headers: Headers): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const length = Number(headers.get("content-length") ?? "0");
  return Number.isFinite(length) && length > ACTION_BODY_LIMIT_BYTES;
}
