import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { freePort } from "../../local-supabase/postgres-server";
import { DEMO, databaseKinds, freshPostgresDatabase } from "./harness";

const PAGE = "/dashboard/getting-started/how-this-course-works";

interface Process {
  child: ChildProcess;
  url: string;
  mailUrl: string;
}

/**
 * Starts `npm run backend` as its own process group (tsx runs the server in a child process, so a kill must
 * reach the whole group) and waits for its ready line.
 */
function startProcess(env: Record<string, string>): Promise<Process> {
  const child = spawn("node_modules/.bin/tsx", ["local-supabase/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("no ready line within 60 s")), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      kill(child);
      reject(new Error(`${error.message}\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /local-supabase ready: url=(\S+) mail=(\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, url: ready[1]!, mailUrl: ready[2]! });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => fail(new Error(`the backend exited with ${code} before it was ready`)));
  });
}

/** SIGKILL to the process group: no shutdown handler runs, as in a power cut or an OOM kill. */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGKILL");
  await exited;
}

const anon = (url: string) => createClient(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
const service = (url: string) => createClient(url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
const jwksKid = async (url: string) => ((await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys[0]!.kid;

describe.each(databaseKinds())("durability of the backend process on %s", (kind) => {
  const running: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map(kill));
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every acknowledged write after SIGKILL and restarts on the same data and signing key", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pim-durability-"));
    dirs.push(dataDir);
    const env = {
      LOCAL_SUPABASE_PORT: String(await freePort()),
      LOCAL_SUPABASE_MAIL_PORT: "0",
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      DATABASE_URL: kind === "postgres" ? await freshPostgresDatabase() : "",
    };

    const first = await startProcess(env);
    running.push(first.child);
    const kidBefore = await jwksKid(first.url);
    const demo = anon(first.url);
    const signedIn = await demo.auth.signInWithPassword(DEMO);
    expect(signedIn.error).toBeNull();
    const marker = `durability ${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      const insert = await demo.from("feedback").insert({ page_url: PAGE, rating: i % 2 ? "down" : "up", feedback_text: `${marker} #${i}` });
      expect(insert.error).toBeNull();
    }
    const email = `kept.${Date.now()}@example.com`;
    expect((await service(first.url).from("users").insert({ email })).error).toBeNull();
    const signUp = await anon(first.url).auth.signUp({ email, password: "survives-a-crash", options: { data: { name: "Kiran Rao" } } });
    expect(signUp.error).toBeNull();
    await kill(first.child);

    if (kind === "pglite") expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    const second = await startProcess(env);
    running.push(second.child);
    expect(await jwksKid(second.url)).toBe(kidBefore);

    // A session from before the crash is still valid: same key, and its session row survived.
    const sameUser = await anon(second.url).auth.getUser(signedIn.data.session!.access_token);
    expect(sameUser.data.user?.email).toBe(DEMO.email);

    const written = [0, 1, 2, 3, 4].map((i) => `${marker} #${i}`);
    const kept = await service(second.url).from("feedback").select("user_email, feedback_text").in("feedback_text", written);
    expect(kept.error).toBeNull();
    expect(kept.data!.map((row) => row.feedback_text).sort()).toEqual(written);
    expect(new Set(kept.data!.map((row) => row.user_email))).toEqual(new Set([DEMO.email]));

    // The confirmation email survived the crash too: its link, opened now, confirms the account.
    const found = (await (await fetch(`${second.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as { messages: { ID: string }[] };
    const message = (await (await fetch(`${second.mailUrl}/api/v1/message/${found.messages[0]!.ID}`)).json()) as { HTML: string };
    const link = /href="([^"]+)"/.exec(message.HTML)![1]!.replaceAll("&amp;", "&").replace(first.url, second.url);
    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    // It signs the owner in (the session in the fragment); the proof emptied the profile for them to fill again.
    const fragment = new URLSearchParams(new URL(opened.headers.get("location")!).hash.slice(1));
    const member = anon(second.url);
    const session = await member.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect(session.error).toBeNull();
    expect(session.data.user?.id).toBe(signUp.data.user!.id);
    expect((await member.from("user_profiles").select("owner_setup_pending").single()).data).toEqual({ owner_setup_pending: true });
  });
});
