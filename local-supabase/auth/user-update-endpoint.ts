import type { IncomingMessage, ServerResponse } from "node:http";
import { verify } from "@node-rs/bcrypt";
import { isPlainObject, sendJson } from "../http";
import { requireCaller } from "./bearer";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { readJsonObject, validEmail } from "./input";
import { hashPassword } from "./password-hash";
import { actAsAuthServer, findUserByEmail, userJson, type UserRow } from "./user-queries";

type GoType = "string" | "map[string]interface {}";

/** How Go's JSON decoder names a JSON value's type in its "cannot unmarshal" message. */
function jsonTypeName(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  return typeof value === "boolean" ? "bool" : typeof value;
}

/**
 * A field of GoTrue's UserUpdateParams: absent or null is `undefined` (Go's nil), a value of another type fails the
 * whole body the way Go's decoder does.
 */
function field(body: Record<string, unknown>, key: string, type: GoType): string | Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (type === "string" ? typeof value === "string" : isPlainObject(value)) return value as string | Record<string, unknown>;
  throw new AuthError(400, "bad_json",
    `Could not parse request body as JSON: json: cannot unmarshal ${jsonTypeName(value)} into Go struct field UserUpdateParams.${key} of type ${type}`);
}

/** GoTrue's checkPasswordStrength with the CLI's defaults: at most 72 bytes (bcrypt's limit), at least 6 characters. */
function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password) > 72) throw new AuthError(400, "validation_failed", "Password cannot be longer than 72 characters");
  if ([...password].length < 6) {
    throw new AuthError(422, "weak_password", "Password should be at least 6 characters.", { weak_password: { reasons: ["length"] } });
  }
}

/** Whether every string in a JSON value (keys too) is one Postgres' jsonb can store: no NUL, no lone surrogate. */
function storable(value: unknown): boolean {
  if (typeof value === "string") return !value.includes("\0") && value.isWellFormed();
  if (Array.isArray(value)) return value.every(storable);
  if (isPlainObject(value)) return Object.entries(value).every(([key, item]) => storable(key) && storable(item));
  return true;
}

/** GoTrue's UpdateUserMetaData: keys are merged in, a key set to null is removed. */
function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    // defineProperty, not assignment: a key named "__proto__" is data like any other, not the object's prototype.
    else Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}

/**
 * PUT /auth/v1/user, made by `supabase.auth.updateUser({ password, data })` (see docs/local-backend.md, 'User update
 * endpoint'): a new password and merged user metadata for the bearer's user; answers the user object as GET /user does.
 * Like Supabase with `secure_password_change` off (its default), a new password needs no reauthentication nonce.
 */
export async function updateUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  // GoTrue authenticates before it reads the body.
  const caller = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    return requireCaller(req, ctx, tx);
  });
  const body = await readJsonObject(req);
  const email = field(body, "email", "string") as string | undefined;
  const phone = field(body, "phone", "string") as string | undefined;
  const password = field(body, "password", "string") as string | undefined;
  const data = field(body, "data", "map[string]interface {}") as Record<string, unknown> | undefined;
  const appData = field(body, "app_metadata", "map[string]interface {}");

  const newEmail = email ? validEmail(email) : "";
  // GoTrue's validatePhone: a leading + and spaces dropped, then E.164.
  const newPhone = phone ? phone.replace(/^\+/, "").replaceAll(" ", "") : "";
  if (phone && !/^[1-9][0-9]{1,14}$/.test(newPhone)) {
    throw new AuthError(400, "validation_failed", "Invalid phone number format (E.164 required)");
  }
  if (password !== undefined) checkPasswordStrength(password);
  if (appData !== undefined) throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
  // jsonb cannot hold these; GoTrue would fail with a 500 ("Error updating user"), here the input is refused instead.
  if (data !== undefined && !storable(data)) {
    throw new AuthError(400, "validation_failed", "User metadata cannot contain the NUL character or a lone surrogate");
  }

  const user = caller.user;
  if (newEmail && newEmail !== user.email) {
    const taken = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      return findUserByEmail(tx, newEmail);
    });
    if (taken) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    // GoTrue would email a confirmation link to the new address; changing the address is not implemented here.
    throw new AuthError(400, "validation_failed", "Changing the email address is not supported by the local backend");
  }
  if (newPhone && newPhone !== user.phone) {
    throw new AuthError(400, "validation_failed", "Changing the phone number is not supported by the local backend");
  }

  // bcrypt is slow: compared and hashed before the transaction, as GoTrue does.
  let passwordHash: string | null = null;
  if (password !== undefined) {
    if (user.encrypted_password && (await verify(password, user.encrypted_password).catch(() => false))) {
      throw new AuthError(422, "same_password", "New password should be different from the old password.");
    }
    passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  }

  const answer = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    // Checked again: the session may have been signed out while the password was being hashed.
    const { sessionId } = await requireCaller(req, ctx, tx);
    const current = (await tx.query<UserRow>("select * from auth.users where id = $1 for update", [user.id])).rows[0]!;
    if (passwordHash) {
      // GoTrue's UpdatePassword: pending links and codes stop working, and every other session of the user ends (all
      // of them for a token without a session), since whoever knew the old password may be signed in elsewhere.
      await tx.query(
        `update auth.users set encrypted_password = $2, recovery_token = '', recovery_sent_at = null, confirmation_token = '',
           confirmation_sent_at = null, email_change_token_new = '', email_change_sent_at = null, updated_at = now() where id = $1`,
        [user.id, passwordHash],
      );
      if (sessionId) await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId]);
      else await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
    }
    if (data !== undefined) {
      await tx.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
        user.id,
        JSON.stringify(mergeMetadata(current.raw_user_meta_data, data)),
      ]);
    }
    const updated = (await tx.query<UserRow>("select * from auth.users where id = $1", [user.id])).rows[0]!;
    return userJson(tx, updated);
  });
  sendJson(res, 200, answer);
}
