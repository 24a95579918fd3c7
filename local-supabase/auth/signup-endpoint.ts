import type { IncomingMessage, ServerResponse } from "node:http";
import { hash } from "@node-rs/bcrypt";
import { clientAddress, isPlainObject, sendJson } from "../http";
import { clientInfo, type AuthContext } from "./context";
import { AuthError, rateLimited } from "./errors";
import { optionalString, readJsonObject, validEmail, validatePkcePair } from "./input";
import { startSession } from "./sessions";
import { actAsAuthServer, createUser, findUserByEmail } from "./user-queries";

export const BCRYPT_COST = 10;

/** Checks a new password the way GoTrue does with the CLI's defaults (minimum 6, at most 72 bytes). */
export function checkNewPassword(password: string): void {
  if (!password) throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(400, "validation_failed", "Password cannot be longer than 72 characters");
  }
  if ([...password].length < 6) {
    throw new AuthError(422, "weak_password", "Password should be at least 6 characters.", {
      weak_password: { reasons: ["length"] },
    });
  }
}

/**
 * POST /auth/v1/signup: email + password sign-up with autoconfirm, answering with a session (see docs/local-backend.md,
 * 'Sign-up endpoint').
 */
export async function signUp(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, "email");
  const password = optionalString(body, "password");
  if (!rawEmail && !optionalString(body, "phone")) {
    throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!rawEmail) throw new AuthError(400, "email_provider_disabled", "Phone signups are disabled");
  checkNewPassword(password);
  validatePkcePair(body);
  const email = validEmail(rawEmail);
  if (!ctx.limiter.allowAddress(clientAddress(req, ctx.config.sbForwardedFor)) || !ctx.limiter.allowEmail(email)) throw rateLimited();

  const data = isPlainObject(body.data) ? body.data : {};
  const passwordHash = await hash(password, { cost: BCRYPT_COST });
  try {
    const session = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      if (await findUserByEmail(tx, email)) throw new AuthError(422, "user_already_exists", "User already registered");
      const identityData = { ...data, email, email_verified: false, phone_verified: false };
      const user = await createUser(tx, {
        email,
        passwordHash,
        provider: "email",
        providerId: null,
        userMetadata: data,
        identityData,
      });
      return startSession(tx, ctx, user, "password", clientInfo(req, ctx));
    });
    sendJson(res, 200, session);
  } catch (error) {
    ctx.limiter.recordEmailFailure(email);
    throw error;
  }
}
