import type { NextRequest } from "next/server";
import { currentMember } from "@/lib/auth/session";
import { searchLessons } from "@/lib/search/search-index";
import { PRIVATE_NO_STORE } from "@/lib/security/headers";
import { searchQuerySchema } from "@/lib/search/search-query";

const PRIVATE = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/search?q=...: the best lesson sections for a member's query. The proxy sends visitors without a session
 * to /login; this checks the session again, as every member page does, and answers 401 without one.
 */
export async function GET(request: NextRequest) {
  if (!(await currentMember())) return Response.json({ error: "Please sign in to search the lessons." }, { status: 401, headers: PRIVATE });
  const query = searchQuerySchema.safeParse(request.nextUrl.searchParams.get("q") ?? "");
  if (!query.success) return Response.json({ error: query.error.issues[0]!.message }, { status: 400, headers: PRIVATE });
  return Response.json({ results: await searchLessons(query.data) }, { headers: PRIVATE });
}
