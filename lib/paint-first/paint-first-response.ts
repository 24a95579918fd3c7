import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";
import compression from "compression";
import { paintFirstRewriter, type PaintFirstRewriter } from "./paint-first-stream";

const compress = compression();

/** The rewriter for a page rendered for this request (HTML under a nonce policy), or null to send it as it is. */
function rewriterFor(res: ServerResponse): PaintFirstRewriter | null {
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
  const nonce = /'nonce-([^']+)'/.exec(String(res.getHeader("content-security-policy") ?? ""))?.[1];
  if (!nonce) return null;
  // The body changes length (compression drops the header when it compresses, not otherwise).
  if (!res.headersSent) res.removeHeader("content-length");
  return paintFirstRewriter(nonce);
}

type Write = ServerResponse["write"];
type End = ServerResponse["end"];
type Callback = (error?: Error | null) => void;

/**
 * Wraps the app's request handler: responses are compressed (as Next would), and a page rendered per request is
 * rewritten on its way out to load its scripts after its first paint, as the build does for prepared lessons.
 */
export function withPaintFirst(handle: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    // compression's types are Express's; its code needs only Node's request and response.
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
    const write: Write = res.write.bind(res);
    const end: End = res.end.bind(res);
    const writeHead = res.writeHead;
    let rewriter: PaintFirstRewriter | null | undefined;
    const decoder = new StringDecoder("utf8");
    const text = (chunk: unknown, encoding?: BufferEncoding) =>
      typeof chunk === "string" ? (encoding && encoding !== "utf8" && encoding !== "utf-8" ? Buffer.from(chunk, encoding).toString("utf8") : chunk) : decoder.write(chunk as Buffer);
    // Next sends the headers (flushHeaders) before its first piece: the page's type and policy are known by then.
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      rewriter ??= rewriterFor(res);
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    res.write = function (chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      rewriter ??= rewriterFor(res);
      if (!rewriter) return encoding ? write(chunk, encoding, callback) : write(chunk, callback);
      return write(rewriter.write(text(chunk, encoding)), "utf8", callback);
    } as Write;
    res.end = function (chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
      if (typeof chunk === "function") [callback, chunk] = [chunk as Callback, undefined];
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      rewriter ??= rewriterFor(res);
      if (!rewriter) return end(chunk, encoding as BufferEncoding, callback);
      const last = (chunk === undefined || chunk === null ? "" : rewriter.write(text(chunk, encoding))) + rewriter.write(decoder.end()) + rewriter.end();
      return end(last, "utf8", callback);
    } as End;
    return handle(req, res);
  };
}
