import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PAINT_FIRST_MARK } from "@/lib/paint-first/paint-first";
import { withPaintFirst } from "@/lib/paint-first/paint-first-response";

const NONCE = "bm9uY2U=";
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/react-dom.js" async="" nonce="${nonce}"></script></head>` +
  `<body><h1>Plan — ₹ and ✓</h1>${"<p>Week by week.</p>".repeat(200)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `handle` through withPaintFirst on a real socket; resolves with its address. */
async function serve(handle: RequestListener): Promise<string> {
  server = createServer(withPaintFirst(handle));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Writes as Next does: headers set one by one and sent first, then the page in pieces cut anywhere, even in a character. */
const nextLike =
  (body: string, headers: Record<string, string>): RequestListener =>
  (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("content-length", Buffer.byteLength(body));
    res.flushHeaders();
    const bytes = Buffer.from(body);
    const cut = bytes.indexOf("₹") + 1;
    res.write(bytes.subarray(0, 40));
    res.write(bytes.subarray(40, cut));
    res.write(bytes.subarray(cut));
    res.end();
  };

describe("withPaintFirst", () => {
  it("rewrites a page rendered per request, whatever encoding the browser accepts", async () => {
    const url = await serve(nextLike(page(NONCE), { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'` }));
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await fetch(url, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      const html = await response.text();
      expect(html).toContain("<h1>Plan — ₹ and ✓</h1>");
      expect(html).not.toContain('async="" nonce');
      expect(html).toMatch(new RegExp(`<script ${PAINT_FIRST_MARK}="" nonce="${NONCE}">[^]*react-dom\\.js[^]*</script></body></html>$`));
    }
  });

  it("sends a prepared page (its policy has no nonce) and other responses as they came, compressed", async () => {
    const prepared = page("");
    for (const [body, type, policy] of [
      [prepared, "text/html; charset=utf-8", "script-src 'self' 'sha256-abc='"],
      [JSON.stringify({ html: page(NONCE) }), "application/json", `script-src 'nonce-${NONCE}'`],
    ]) {
      const url = await serve(nextLike(body!, { "content-type": type!, "content-security-policy": policy! }));
      const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(await response.text()).toBe(body);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });
});
