import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { shortLivedStore } from "@/lib/short-lived-store";
import { WELCOME_PATH } from "@/lib/site-config";
import { createReader } from "@/lib/supabase/server";
import { currentMember, requireMember, type Member } from "./session";

/**
 * The admin rule: a member whose verified email is on the admin list (public.is_admin(), which the database also
 * applies inside every admin function). Asked afresh on every admin page, export and action, never remembered, so a
 * revoked admin is refused at once; an answer the backend could not give is "no".
 */
export const currentAdmin = cache(async (): Promise<Member | null> => {
  const member = await currentMember();
  if (!member) return null;
  const supabase = await createReader();
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
const menuAnswers = shortLivedStore<boolean>("admin-menu", () => 60_000);

export async function showsAdminLink(member: Member): Promise<boolean> {
  return (await menuAnswers.getOrLoad(member.id, async () => (await currentAdmin()) !== null)) === true;
}
