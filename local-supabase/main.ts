import { ANON_KEY, DEMO_LOGIN, configFromEnv } from "./config";
import { startBackend } from "./backend";

/** `npm run backend`: the local Supabase stand-in, until Ctrl-C. */
async function main() {
  const config = configFromEnv();
  const backend = await startBackend(config);
  const storage = config.databaseUrl ? "Postgres server (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  console.log(
    `local-supabase ready: url=${backend.url} mail=${backend.mailUrl} anon_key=${ANON_KEY} demo_login=${DEMO_LOGIN.email} / ${DEMO_LOGIN.password} (${storage})`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await backend.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error("local-supabase failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
