import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { currentMember, requireMember, type Member } from "./session";

/**
 * The admin rule: a member whose verified email is on the admin list (public.is_admin(), which the database also
 * applies inside every admin function). Asked afresh on every admin page, export and action, never remembered, so a
 * revoked admin is refused at once; an answer the backend could not give is "no".
 */
export const currentAdmin = cache(async (): Promise<Member | null> => {
  const member = await currentMember();
  if (!member) return null;
  const supabase = await createClient();
  const { data } = await supabase.rpc("is_admin");
  return data === true ? member : null;
});

/**
 * The admin of this request. Signed out: /login. A member who is not an admin goes where any unknown path takes them
 * (the welcome lesson), so the answer says nothing about what /admin holds.
 */
export async function requireAdmin(): Promise<Member> {
  await requireMember();
  const admin = await currentAdmin();
  if (!admin) redirect(WELCOME_PATH);
  return admin;
}

// Only for showing the "Admin" link in the avatar menu: remembered for a minute per member so that lesson pages do
// not ask the database each time. Access itself never depends on it.
const MENU_TTL_MS = 60_000;
const store = globalThis as typeof globalThis & { __pimAdminMenu?: Map<string, { admin: boolean; until: number }> };
const menuAnswers = (store.__pimAdminMenu ??= new Map());

export async function showsAdminLink(member: Member): Promise<boolean> {
  const known = menuAnswers.get(member.id);
  if (known && known.until > Date.now()) return known.admin;
  const admin = (await currentAdmin()) !== null;
  menuAnswers.delete(member.id);
  menuAnswers.set(member.id, { admin, until: Date.now() + MENU_TTL_MS });
  if (menuAnswers.size > 10_000) menuAnswers.delete(menuAnswers.keys().next().value!);
  return admin;
}
