import type { GraderSettings } from "./settings";

/** How long one call to the model may take, in milliseconds, before it counts as failed. */
export const CHAT_TIMEOUT_MS = 30_000;

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
export type TokenUsage = { promptTokens: number; completionTokens: number };

/** Why a call gave nothing usable: each is shown to a member as the same plain "no second opinion this time". */
export type ChatFailure = "timeout" | "rate-limited" | "http-error" | "network" | "invalid-reply";

export type ChatResult = { ok: true; content: string; usage: TokenUsage } | { ok: false; failure: ChatFailure; status?: number; usage: TokenUsage };

const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0 };

type Options = { timeoutMs?: number; fetch?: typeof fetch; signal?: AbortSignal };

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

/**
 * One chat completion from an OpenAI-compatible endpoint (`POST <baseUrl>/chat/completions`), asking for a JSON
 * object at temperature 0. Never throws: a time-out, a 429, another HTTP error, a network failure or a body without a
 * message all come back as a failure, with the tokens the server says it used (they count against the budget).
 */
export async function chatCompletion(settings: GraderSettings, messages: readonly ChatMessage[], options: Options = {}): Promise<ChatResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? CHAT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0, response_format: { type: "json_object" } }),
      signal,
    });
  } catch {
    return { ok: false, failure: timeout.aborted ? "timeout" : "network", usage: NO_USAGE };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const failure = timeout.aborted ? "timeout" : response.ok ? "invalid-reply" : response.status === 429 ? "rate-limited" : "http-error";
    return { ok: false, failure, status: response.status, usage: NO_USAGE };
  }
  const raw = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  const usage = { promptTokens: count(raw?.prompt_tokens), completionTokens: count(raw?.completion_tokens) };
  if (response.status === 429) return { ok: false, failure: "rate-limited", status: 429, usage };
  if (!response.ok) return { ok: false, failure: "http-error", status: response.status, usage };
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== "string") return { ok: false, failure: "invalid-reply", status: response.status, usage };
  return { ok: true, content, usage };
}
