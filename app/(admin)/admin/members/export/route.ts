import { PRIVATE_NO_STORE } from "@/lib/security/headers";
import { currentAdmin } from "@/lib/auth/admin";
import { toCsv } from "@/lib/csv";
import { MEMBER_CSV_COLUMNS, listMembers } from "@/lib/members/member-list";
import { createClient } from "@/lib/supabase/server";

/** `/admin/members/export`: the whole membership list as CSV, for admins only (anyone else: 404). */
export async function GET(): Promise<Response> {
  if (!(await currentAdmin())) return new Response("Not found", { status: 404 });
  const rows = await listMembers(await createClient());
  return new Response(toCsv(MEMBER_CSV_COLUMNS, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
