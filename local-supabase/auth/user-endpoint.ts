import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";
import { requireCaller } from "./bearer";
import type { AuthContext } from "./context";
import { actAsAuthServer, userJson } from "./user-queries";

/**
 * GET /auth/v1/user: the caller's user object as the database has it now (see docs/local-backend.md, 'User endpoint').
 */
export async function getUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  const body = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    const { user } = await requireCaller(req, ctx, tx);
    return userJson(tx, user);
  });
  sendJson(res, 200, body);
}
