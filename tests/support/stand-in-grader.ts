import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenAI-compatible chat-completions server, for tests only (no model provider can be reached from
 * here, and the product must work with any): `POST /v1/chat/completions` answers from a script. Nothing in the product
 * imports this.
 *
 * A script is chosen per request by `pick(request)`; each returns one of:
 * - `{ reply: object }`: a good reply whose message content is that object as JSON;
 * - `{ content: string }`: a reply with that content as it is (malformed JSON, for one);
 * - `{ status: 429 }` (or any status): an error response;
 * - `{ hang: true }`: never answers (a time-out);
 * Each may carry `usage` tokens, which the server reports as the provider would.
 */
export type StandInAnswer =
  | { reply: unknown; usage?: number }
  | { content: string; usage?: number }
  | { status: number; usage?: number }
  | { hang: true };

export type StandInRequest = { model: string; messages: { role: string; content: string }[]; authorization: string | undefined };

export type StandIn = { url: string; requests: StandInRequest[]; close: () => Promise<void> };

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStandIn(pick: (request: StandInRequest, index: number) => StandInAnswer, port = 0): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const parsed = JSON.parse(await body(request)) as Omit<StandInRequest, "authorization">;
    const seen: StandInRequest = { model: parsed.model, messages: parsed.messages, authorization: request.headers.authorization };
    requests.push(seen);
    const answer = pick(seen, requests.length - 1);
    if ("hang" in answer) {
      await new Promise<void>((resolve) => {
        hanging.add(resolve);
        request.socket.once("close", resolve);
      });
      return;
    }
    const usage = { prompt_tokens: Math.round((answer.usage ?? 300) * 0.8), completion_tokens: Math.round((answer.usage ?? 300) * 0.2) };
    response.setHeader("content-type", "application/json");
    if ("status" in answer) {
      response.writeHead(answer.status).end(JSON.stringify({ error: { message: `scripted ${answer.status}` }, usage }));
      return;
    }
    const content = "reply" in answer ? JSON.stringify(answer.reply) : answer.content;
    response.end(JSON.stringify({ id: "stand-in", object: "chat.completion", model: seen.model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }], usage }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The skill ids a grading request asks for (the prompt's last line), for scripts that answer every skill. */
export function skillsAsked(request: StandInRequest): string[] {
  const line = /Grade these skill ids: ([^\n]+)\.$/.exec(request.messages.at(-1)?.content ?? "");
  return line ? line[1]!.split(", ") : [];
}

/** The answer being graded (between the last <answer> tags of the prompt). */
export function answerGraded(request: StandInRequest): string {
  const text = request.messages.at(-1)?.content ?? "";
  const start = text.lastIndexOf("<answer>\n");
  return start < 0 ? "" : text.slice(start + "<answer>\n".length, text.lastIndexOf("\n</answer>"));
}
