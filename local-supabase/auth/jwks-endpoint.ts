import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";
import type { AuthContext } from "./context";

/**
 * GET /auth/v1/.well-known/jwks.json: the public half of the ES256 key (see docs/local-backend.md, 'JWKS endpoint').
 */
export function jwks(_req: IncomingMessage, res: ServerResponse, ctx: AuthContext): void {
  sendJson(res, 200, { keys: [ctx.key.publicJwk] }, { "Cache-Control": "public, max-age=600" });
}
