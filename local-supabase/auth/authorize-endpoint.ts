import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { redirect } from "../http";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { validatePkcePair } from "./input";
import { chooseRedirect } from "./redirects";
import { actAsAuthServer } from "./user-queries";

/**
 * GET /auth/v1/authorize: records the flow and sends the browser to the Google stand-in (see docs/local-backend.md,
 * 'Authorize endpoint').
 */
export async function authorize(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const provider = (url.searchParams.get("provider") ?? "").toLowerCase();
  if (provider !== "google") throw new AuthError(400, "validation_failed", "Unsupported provider: provider is not enabled");
  const pkce = validatePkcePair({
    code_challenge: url.searchParams.get("code_challenge") ?? "",
    code_challenge_method: url.searchParams.get("code_challenge_method") ?? "",
  });
  const target = chooseRedirect(url.searchParams.get("redirect_to"), req.headers.referer, ctx.config.siteUrl, ctx.config.additionalRedirectUrls);
  const flowId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    await tx.query(
      `insert into auth.flow_state (id, auth_code, code_challenge, code_challenge_method, provider_type, redirect_to)
       values ($1, $2, $3, $4, 'google', $5)`,
      [flowId, pkce ? randomUUID() : null, pkce?.challenge ?? null, pkce?.method ?? null, target],
    );
  });
  redirect(res, 302, `${ctx.baseUrl}/auth/v1/__emulator/google?state=${flowId}`);
}
