import type { IncomingMessage } from "node:http";
import type { Transaction } from "../db";
import { verifyToken } from "../signing-keys";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { findUserById, type UserRow } from "./user-queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";

export interface Caller {
  user: UserRow;
  sessionId: string | null;
}

/**
 * Authenticates `Authorization: Bearer <access token>` like GoTrue's authenticated endpoints (see
 * docs/local-backend.md, 'Authenticated auth requests').
 */
export async function requireCaller(req: IncomingMessage, ctx: AuthContext, tx: Transaction): Promise<Caller> {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const verified = await verifyToken(ctx.key, match[1]!);
  if (!verified.ok) {
    const why = verified.reason === "expired" ? "token has invalid claims: token is expired" : "token signature is invalid";
    throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  const { sub, session_id: sessionId } = verified.claims as { sub?: unknown; session_id?: unknown };
  if (typeof sub !== "string" || !sub) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  if (!UUID.test(sub)) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(tx, sub);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (typeof sessionId === "string" && sessionId !== NIL_UUID) {
    if (!UUID.test(sessionId)) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    const session = await tx.query("select 1 from auth.sessions where id = $1", [sessionId]);
    if (session.rows.length === 0) {
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    return { user, sessionId };
  }
  return { user, sessionId: null };
}
