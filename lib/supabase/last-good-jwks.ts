// supabase-js keeps the project's signing keys (JWKS) for ten minutes, then fetches them again. If the auth
// server is down at that moment, every session check fails and members are signed out, although their tokens
// are as valid as before. The keys only change when the project rotates them, which needs the auth server up;
// so while it cannot be reached, the last keys it served are used.
const JWKS_PATH = "/auth/v1/.well-known/jwks.json";
const lastGood = new Map<string, string>();

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** `fetch` for the app's Supabase clients: as `fetch`, but a JWKS request that fails gets the last good answer. */
export const fetchWithLastGoodJwks: typeof fetch = async (input, init) => {
  const url = urlOf(input);
  if (!new URL(url).pathname.endsWith(JWKS_PATH)) return fetch(input, init);
  try {
    const response = await fetch(input, init);
    if (response.ok) lastGood.set(url, await response.clone().text());
    return response;
  } catch (error) {
    const body = lastGood.get(url);
    if (body === undefined) throw error;
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
  }
};
