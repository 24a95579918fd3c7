"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireAdmin } from "@/lib/auth/admin";
import { databaseMessage } from "@/lib/database-message";
import { createClient } from "@/lib/supabase/server";

const input = z.object({
  round: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "That round cannot be found."),
  action: z.enum(["open", "extend", "close"], "Choose open, extend or close."),
  days: z.coerce.number().int("Give between 1 and 28 days.").min(1, "Give between 1 and 28 days.").max(28, "Give between 1 and 28 days.").catch(7),
});

const DONE = { open: "The round is open.", extend: "The round is extended.", close: "The round is closed." } as const;

/** Opens, extends or closes a Bar Check round (public.admin_bar_check_round checks the caller is an admin). */
export async function changeBarCheckRound(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireAdmin();
  const parsed = input.safeParse({ round: formData.get("round"), action: formData.get("action"), days: formData.get("days") ?? 7 });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message };
  const supabase = await createClient();
  const { error } = await supabase.rpc("admin_bar_check_round", { round: parsed.data.round, action: parsed.data.action, days: parsed.data.days });
  if (error) return { message: databaseMessage(error, "The round could not be changed. Please try again.") };
  revalidatePath("/admin/bar-check");
  return { ok: true, message: DONE[parsed.data.action] };
}
