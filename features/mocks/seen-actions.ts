"use server";

import { z } from "zod";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { rememberMockNotices } from "./mock-notices";

const acceptanceIds = z.array(z.uuid()).min(1).max(200);

/**
 * Marks the member's new acceptances as seen once /mocks has shown them in the browser. An action, not part of the
 * page's render: a render also runs for a prefetch or a request nobody reads, and must not change what the avatar
 * menu counts. The database lets only the requester mark their own requests.
 */
export async function markAcceptancesSeen(ids: string[]): Promise<void> {
  const member = await requireMember();
  const parsed = acceptanceIds.safeParse(ids);
  if (!parsed.success) return;
  const supabase = await createClient();
  await supabase.from("mock_requests").update({ acceptance_seen: true }).in("id", parsed.data);
  rememberMockNotices(member.id);
}
