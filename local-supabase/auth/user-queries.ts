import { randomUUID } from "node:crypto";
import type { Transaction } from "../db";
import { AuthError } from "./errors";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  /** The hash of the user's pending recovery token ('' when none), see auth/recovery-token.ts. */
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  /** The hash of the pending sign-up confirmation token ('' when none), stored like recovery_token. */
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** Switches the transaction to GoTrue's own database role, so triggers run with the rights they have in Supabase. */
export async function actAsAuthServer(tx: Transaction): Promise<void> {
  await tx.query("select set_config('role', 'supabase_auth_admin', true), set_config('search_path', 'auth', true)");
}

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  // Postgres text cannot hold NUL, so no account has such an email; sent as a parameter it would fail the query (22021).
  if (email.includes("\0")) return null;
  const result = await tx.query<UserRow>("select * from auth.users where email = $1 and is_sso_user = false", [email.toLowerCase()]);
  return result.rows[0] ?? null;
}

export async function findUserById(tx: Transaction, id: string): Promise<UserRow | null> {
  const result = await tx.query<UserRow>("select * from auth.users where id = $1", [id]);
  return result.rows[0] ?? null;
}

/** The user object GoTrue serialises, identities included (see docs/local-backend.md, 'The user object'). */
export async function userJson(tx: Transaction, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await tx.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at",
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    phone: user.phone ?? "",
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  provider: "email" | "google";
  /** The provider's id for the user; for email sign-ups it is the new user's own id. */
  providerId: string | null;
  userMetadata: Record<string, unknown>;
  identityData: Record<string, unknown>;
  /** False for a password sign-up with "Confirm email" on: the address is confirmed later, by the emailed link. */
  confirmed: boolean;
}

/**
 * Creates the user and its identity in GoTrue's order (see docs/local-backend.md, 'Sign-up endpoint'), inside the
 * caller's transaction, so the project's triggers see exactly what they see on hosted Supabase. A trigger that raises
 * becomes "Database error saving new user" and the caller's transaction rolls everything back.
 */
export async function createUser(tx: Transaction, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const appMetadata = { provider: input.provider, providers: [input.provider] };
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', '', $2, $3, $4, $5, now(), now(), '', '', '', '')`,
      [id, input.email, input.passwordHash, JSON.stringify(appMetadata), JSON.stringify(input.userMetadata)],
    );
  } catch (error) {
    throw Object.assign(new AuthError(500, "unexpected_failure", "Database error saving new user"), { cause: error });
  }
  const identityData = { ...input.identityData, sub: input.providerId ?? id };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [input.providerId ?? id, id, JSON.stringify(identityData), input.provider],
  );
  const userMetadata = { ...input.userMetadata, ...identityData, email_verified: input.confirmed };
  const updated = await tx.query<UserRow>(
    `update auth.users set role = 'authenticated', raw_user_meta_data = $2,
       email_confirmed_at = case when $3 then now() end, updated_at = now()
     where id = $1 returning *`,
    [id, JSON.stringify(userMetadata), input.confirmed],
  );
  return updated.rows[0]!;
}
