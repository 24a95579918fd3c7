import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { startBackend, type RunningBackend } from "../local-supabase/backend";
import { DEMO_LOGIN, LOCAL_WEBHOOK_SECRET, PUBLISHABLE_KEY, SECRET_KEY, configFromEnv } from "../local-supabase/config";
import { SAMPLE_PRICE_PAISE } from "../lib/payments/sample-event";
import { buildApp } from "./build-app";

// `npm start` (production build) and `npm run dev`: the app on PORT (3000), with the local backend unless
// NEXT_PUBLIC_SUPABASE_URL points at a Supabase project. The local backend makes a demo stack (public keys, a demo
// member whose password is in the README), so it is served on 127.0.0.1 only unless DEMO_HOST says otherwise.
const dev = process.argv.includes("--dev");
const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules", ".bin", "next");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
}

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * Reads `.env.local` then `.env` as Next does, without overriding the real environment, so a Supabase project
 * configured there is seen here too (and no local backend is started for it).
 */
function loadEnvFiles(env: NodeJS.ProcessEnv) {
  for (const file of [".env.local", ".env"]) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(full, "utf8")))) env[name] ??= value;
  }
}

async function main() {
  loadEnvFiles(process.env);
  const port = process.env.PORT || "3000";
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port };
  let backend: RunningBackend | undefined;
  let hostname: string[] = [];
  if (!env.NEXT_PUBLIC_SUPABASE_URL) {
    backend = await startBackend(configFromEnv(env));
    env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
    // The payment webhook of the demo stack works out of the box: `npm run webhook:sample` signs with the same secret.
    env.SUPABASE_SECRET_KEY ??= SECRET_KEY;
    env.RAZORPAY_WEBHOOK_SECRET ??= LOCAL_WEBHOOK_SECRET;
    env.COURSE_PRICE_PAISE ??= String(SAMPLE_PRICE_PAISE);
    // The app's own emails (mock interview reminders) go to the local backend's outbox, beside the auth emails.
    env.SMTP_URL ??= backend.smtpUrl;
    const host = env.DEMO_HOST || "127.0.0.1";
    hostname = ["--hostname", host];
    console.log(`Local backend ready at ${backend.url}  ·  emails it would send: ${backend.mailUrl}`);
    console.log(
      "\nThis is a DEMO stack: a local backend with the Supabase CLI's public keys and a demo member whose password is " +
        "public. It is not for production (README: 'Going live').",
    );
    if (host === "127.0.0.1") console.log("It is served on 127.0.0.1 only, to this machine. DEMO_HOST=0.0.0.0 would serve it to the network.");
    else console.warn(`WARNING: DEMO_HOST=${host}: anyone who can reach this machine can sign in as the demo member.`);
  } else {
    console.log(`Using the Supabase project at ${env.NEXT_PUBLIC_SUPABASE_URL}`);
  }

  let child: ChildProcess | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child?.kill("SIGTERM");
    if (child) await finished(child);
    await backend?.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  if (!dev) {
    // The same decision and stamp as `npm run build`'s, so a build made by it is served as it is. The build runs as
    // `child`, so stopping `npm start` stops it too.
    const built = await buildApp(env, { build: (buildEnv) => finished((child = run(NEXT, ["build"], buildEnv))) });
    if (built === "current") console.log("The production build is current.");
    if (typeof built === "number") return stop(built);
  }

  // Production goes through scripts/serve.ts (Next's handler plus the visitor's socket address); `next dev` needs none.
  child = dev ? run(NEXT, ["dev", "--port", port, ...hostname], env) : run(TSX, [path.join(ROOT, "scripts", "serve.ts"), port, ...hostname.slice(1)], env);
  console.log(
    `\nOpen http://localhost:${port}` +
      (backend ? `  ·  demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}` : "") +
      "  ·  Ctrl-C stops everything\n",
  );
  const code = await finished(child);
  await stop(code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
