import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The membership list through the admin functions of the database, for the members command (service key) and the
 * admin pages (an admin's session): the database checks the caller either way, and each call is one transaction.
 */

export interface MemberRow {
  email: string;
  added_by: "operator" | "purchase";
  created_at: string;
  has_account: boolean;
  is_admin: boolean;
}

export interface EmailResult {
  email: string;
  result: "added" | "already a member" | "removed" | "not a member";
}

/** A refusal of the database or the network, as one sentence an operator can act on. */
export class MemberListError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

function fail(error: { message: string; code?: string }, status: number): never {
  if (status === 0) throw new MemberListError(`The backend could not be reached (${error.message}).`, status);
  if (status === 401 || error.code === "42501") throw new MemberListError("Refused: admins only.", status, error.code);
  throw new MemberListError(error.message, status, error.code);
}

export async function listMembers(client: SupabaseClient, search = ""): Promise<MemberRow[]> {
  const { data, error, status } = await client.rpc("admin_members", { search });
  if (error) fail(error, status);
  return data as MemberRow[];
}

export async function addMembers(client: SupabaseClient, emails: string[]): Promise<EmailResult[]> {
  const { data, error, status } = await client.rpc("admin_add_members", { emails });
  if (error) fail(error, status);
  return data as EmailResult[];
}

export async function removeMembers(client: SupabaseClient, emails: string[]): Promise<EmailResult[]> {
  const { data, error, status } = await client.rpc("admin_remove_members", { emails });
  if (error) fail(error, status);
  return data as EmailResult[];
}

export const MEMBER_CSV_COLUMNS = ["email", "added_by", "created_at", "has_account", "is_admin"] as const;
