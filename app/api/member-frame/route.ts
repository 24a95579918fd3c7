import { PRIVATE_NO_STORE } from "@/lib/security/headers";
import { loadMemberFrame } from "@/features/member-frame/load-member-frame";
import { currentMember } from "@/lib/auth/session";

const PRIVATE = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/member-frame: the signed-in member's name, progress and counts for the header and sidebar of a lesson
 * page, which is the same for every member and so carries none of them. The proxy sends visitors without a session
 * to /login; this checks the session and the membership again and answers 401 without them.
 */
export async function GET() {
  const member = await currentMember();
  if (!member) return Response.json({ error: "Please sign in." }, { status: 401, headers: PRIVATE });
  return Response.json(await loadMemberFrame(member), { headers: PRIVATE });
}
