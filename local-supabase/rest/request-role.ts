import type { IncomingMessage } from "node:http";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../config";
import { verifyToken, type SigningKey } from "../signing-keys";
import { RestError } from "./errors";

export interface RequestRole {
  role: "anon" | "authenticated" | "service_role";
  claims: Record<string, unknown>;
}

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * The Supabase gateway's Authorization rewriting (see docs/local-backend.md, 'How a data request runs'): the opaque
 * publishable and secret keys become the matching legacy JWT.
 */
function bearerToken(req: IncomingMessage): string | null {
  const authorization = req.headers.authorization;
  if (authorization && !/^Bearer sb_/i.test(authorization)) {
    const match = /^Bearer\s+(.*)$/i.exec(authorization);
    return match ? match[1]!.trim() : authorization;
  }
  const apikey = (req.headers.apikey as string | undefined) ?? authorization?.replace(/^Bearer\s+/i, "");
  if (apikey === SECRET_KEY) return SERVICE_ROLE_KEY;
  if (apikey === PUBLISHABLE_KEY) return ANON_KEY;
  return apikey || null;
}

function invalidToken(code: string, message: string): RestError {
  return new RestError(401, code, message, null, null, {
    "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** Decides the database role of a data request from its JWT, refusing forged, expired or malformed tokens. */
export async function requestRole(req: IncomingMessage, key: SigningKey): Promise<RequestRole> {
  const token = bearerToken(req);
  if (token === null) return { role: "anon", claims: { role: "anon" } };
  if (token === "") throw invalidToken("PGRST301", "Empty JWT is sent in Authorization header");
  const verified = await verifyToken(key, token);
  if (!verified.ok) {
    if (verified.reason === "expired") throw invalidToken("PGRST303", "JWT expired");
    if (verified.parts !== 3) throw invalidToken("PGRST301", `Expected 3 parts in JWT; got ${verified.parts}`);
    throw invalidToken("PGRST301", "No suitable key or wrong key type");
  }
  const role = typeof verified.claims.role === "string" ? verified.claims.role : "anon";
  if (!API_ROLES.has(role)) throw new RestError(401, "22023", `role "${role}" does not exist`);
  return { role: role as RequestRole["role"], claims: { ...verified.claims, role } };
}
