import type { IncomingMessage, ServerResponse } from "node:http";
import { requireCaller } from "./bearer";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { actAsAuthServer } from "./user-queries";

/**
 * POST /auth/v1/logout?scope=global|local|others: ends sessions, answering 204 (see docs/local-backend.md, 'Logout
 * endpoint').
 */
export async function logout(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const scope = url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope)) {
    throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  }
  await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    const { user, sessionId } = await requireCaller(req, ctx, tx);
    if (scope === "local" && sessionId) {
      await tx.query("delete from auth.sessions where id = $1", [sessionId]);
    } else if (scope === "others" && sessionId) {
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId]);
    } else {
      await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
    }
  });
  res.writeHead(204);
  res.end();
}
