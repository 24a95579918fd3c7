import "server-only";
import type { Member } from "@/lib/auth/session";
import { shortLivedStore } from "@/lib/short-lived-store";
import { createReader } from "@/lib/supabase/server";

// The avatar menu's count on every member page: remembered for 30 seconds per member so that lesson pages do not ask
// the database each time. /mocks counts afresh and stores its answer; a request sent, answered or cancelled through
// this server forgets the count of both its people (other app servers see the change within the 30 seconds).
const counts = shortLivedStore<number>("mock-notices", () => 30_000);

/** Requests waiting for the member's answer plus acceptances of theirs not yet seen; 0 when it cannot be read. */
export async function mockNoticeCount(member: Member): Promise<number> {
  const count = await counts.getOrLoad(member.id, async () => {
    const supabase = await createReader();
    const { data, error } = await supabase.rpc("mock_notice_count");
    return error ? null : Number(data);
  });
  return count ?? 0;
}

/** Stores the count /mocks has just worked out, or forgets it after an action (`undefined`). */
export function rememberMockNotices(memberId: string, count?: number): void {
  if (count === undefined) counts.delete(memberId);
  else counts.set(memberId, count);
}
