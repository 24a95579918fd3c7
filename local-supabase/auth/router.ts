import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError } from "../http";
import type { AuthContext } from "./context";
import { AuthError, sendAuthError, unexpectedFailure } from "./errors";
import { authorize } from "./authorize-endpoint";
import { callback } from "./callback-endpoint";
import { showGoogleStandIn, submitGoogleStandIn } from "./google-stand-in-endpoint";
import { health } from "./health-endpoint";
import { jwks } from "./jwks-endpoint";
import { logout } from "./logout-endpoint";
import { recover } from "./recover-endpoint";
import { settings } from "./settings-endpoint";
import { signUp } from "./signup-endpoint";
import { token } from "./token-endpoint";
import { getUser } from "./user-endpoint";
import { updateUser } from "./user-update-endpoint";
import { verify } from "./verify-endpoint";

type Handler = (req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL) => void | Promise<void>;

const routes: Record<string, Handler> = {
  "POST /signup": signUp,
  "POST /token": token,
  "GET /user": getUser,
  "PUT /user": updateUser,
  "POST /recover": recover,
  "GET /verify": verify,
  "POST /logout": logout,
  "GET /authorize": authorize,
  "GET /callback": callback,
  "POST /callback": callback,
  "GET /settings": settings,
  "GET /health": health,
  "GET /.well-known/jwks.json": jwks,
  "GET /__emulator/google": showGoogleStandIn,
  "POST /__emulator/google": submitGoogleStandIn,
};

/** Serves /auth/v1/*; `path` has the prefix stripped, as GoTrue sees it behind the gateway. */
export async function handleAuth(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, path: string, url: URL) {
  const handler = routes[`${req.method} ${path}`];
  try {
    if (!handler) throw new AuthError(404, "not_found", "Not Found");
    await handler(req, res, ctx, url);
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(req, res, error);
    if (error instanceof BodyTooLargeError) {
      return sendAuthError(req, res, new AuthError(413, "request_entity_too_large", "Request body too large (max 1048576 bytes)"));
    }
    console.error("[local-supabase] auth", req.method, path, error);
    sendAuthError(req, res, unexpectedFailure());
  }
}
