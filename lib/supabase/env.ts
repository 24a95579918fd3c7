const URL_VARIABLE = "NEXT_PUBLIC_SUPABASE_URL";
const KEY_VARIABLE = "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY";

/**
 * Reads a variable when the server runs. Next inlines NEXT_PUBLIC_ values at build time wherever it can work
 * out the name, even through a constant (`process.env[NAME]`); a name passed in as an argument it cannot.
 */
function atRunTime(name: string): string | undefined {
  return process.env[name];
}

/**
 * The Supabase project the app talks to; `npm start` fills these in for the local backend. Only the server
 * talks to Supabase, so they are read when the server runs rather than baked into the build, and one build
 * serves any project (tests/e2e/build.spec.ts checks the build holds no Supabase URL).
 */
export function supabaseEnv(): { url: string; key: string } {
  const url = atRunTime(URL_VARIABLE);
  const key = atRunTime(KEY_VARIABLE);
  if (!url || !key) {
    throw new Error(`${URL_VARIABLE} and ${KEY_VARIABLE} must be set (see .env.example), or run \`npm start\` to use the local backend.`);
  }
  return { url, key };
}
