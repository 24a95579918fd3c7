/** Mailpit's `start` and `limit` query parameters: 0 and 50 unless given as whole numbers (limit 0: no limit). */
export function startAndLimit(url: URL): { start: number; limit: number } {
  const start = /^\d{1,9}$/.test(url.searchParams.get("start") ?? "") ? Number(url.searchParams.get("start")) : 0;
  const limit = /^\d{1,9}$/.test(url.searchParams.get("limit") ?? "") ? Number(url.searchParams.get("limit")) : 50;
  return { start, limit };
}
