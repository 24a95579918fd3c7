const URL_VARIABLE = "NEXT_PUBLIC_SUPABASE_URL";
const KEY_VARIABLE = "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY";

/**
 * The Supabase project the app talks to; `npm start` fills these in for the local backend. Only the server
 * talks to Supabase, so they are read when the server starts rather than baked into the build: looking them up
 * by a variable name keeps Next from inlining them, and one build serves any project.
 */
export function supabaseEnv(): { url: string; key: string } {
  const url = process.env[URL_VARIABLE];
  const key = process.env[KEY_VARIABLE];
  if (!url || !key) {
    throw new Error(`${URL_VARIABLE} and ${KEY_VARIABLE} must be set (see .env.example), or run \`npm start\` to use the local backend.`);
  }
  return { url, key };
}
