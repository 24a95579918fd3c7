import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY, SECRET_KEY } from "@/local-supabase/config";
import { runMembersCommand } from "@/lib/members/members-command";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * `npm run members` against a real backend, as an operator runs it: what it prints, its exit code, and what the
 * membership list holds afterwards. The connection rules (local without set-up, hosted with the service key) too.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

describe.each(databaseKinds())("the members command on %s", (kind) => {
  let backend: TestBackend;
  let folder: string;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "pim-members-"));
  });
  afterAll(async () => {
    await backend?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  async function members(args: string[], env: Record<string, string> = { NEXT_PUBLIC_SUPABASE_URL: backend.url }) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runMembersCommand(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out, err };
  }
  const onList = (email: string) => countRows(backend, "select count(*) as n from public.users where email = $1", [email]);
  const listSize = () => countRows(backend, "select count(*) as n from public.users", []);
  const file = (name: string, text: string) => {
    const full = path.join(folder, name);
    fs.writeFileSync(full, text);
    return full;
  };

  it("add puts emails on the list as the database stores them, and says which were already there", async () => {
    expect(await members(["add", "  Priya.Add@Example.com ", "demo@example.com"])).toEqual({
      code: 0,
      out: ["already a member: demo@example.com", "added: priya.add@example.com"],
      err: [],
    });
    expect(await onList("priya.add@example.com")).toBe(1);
  });

  it("add refuses everything when one email is bad", async () => {
    const before = await listSize();
    expect(await members(["add", "fine@example.com", "not-an-email"])).toEqual({
      code: 1,
      out: [],
      err: ['refused: "not-an-email" (not an email address)', "Nothing was changed."],
    });
    expect(await listSize()).toBe(before);
  });

  it("remove takes a member off the list and ends their access", async () => {
    const member = await newMember(backend, "Leaving Member");
    expect((await member.client.rpc("is_member")).data).toBe(true);
    const removed = await members(["remove", member.email.toUpperCase(), "nobody@example.com"]);
    expect(removed.code).toBe(0);
    expect(removed.out).toEqual([`removed: ${member.email}`, "not a member: nobody@example.com", "Signed-in members who were removed lose access within a minute."]);
    expect((await member.client.rpc("is_member")).data).toBe(false);
  });

  it("list shows the members newest first, and --search narrows it", async () => {
    await members(["add", "search.one@example.com", "search.two@example.com"]);
    const all = await members(["list"]);
    expect(all.out.at(-1)).toBe(`${await listSize()} members`);
    const found = await members(["list", "--search", "SEARCH.T"]);
    expect(found.out).toHaveLength(2);
    expect(found.out[0]).toMatch(/^search\.two@example\.com {2}\d{4}-\d\d-\d\d {2}added by an operator, no account yet$/);
    expect(found.out[1]).toBe('1 member matching "SEARCH.T"');
  });

  it("import adds a CSV's emails and counts added and already members", async () => {
    const csv = file("good.csv", 'Name,Email\n"Rao, Ravi",Ravi.Import@example.com\nAsha,asha.import@example.com\nDemo,demo@example.com\n,\n');
    expect(await members(["import", csv])).toEqual({
      code: 0,
      out: ["added: asha.import@example.com", "added: ravi.import@example.com", "2 added, 1 already members, 0 refused"],
      err: [],
    });
    expect(await onList("ravi.import@example.com")).toBe(1);
  });

  it("import of a file with bad rows adds nothing and names each bad line", async () => {
    const before = await listSize();
    const csv = file("bad.csv", "email\nfirst.ok@example.com\nbroken-address\nsecond.ok@example.com\n@example.com\n");
    expect(await members(["import", csv])).toEqual({
      code: 1,
      out: [],
      err: [
        'refused: line 3: "broken-address" (not an email address)',
        'refused: line 5: "@example.com" (not an email address)',
        "Nothing was added: 2 bad rows. Fix them and import the file again.",
      ],
    });
    expect(await listSize()).toBe(before);
    expect(await onList("first.ok@example.com")).toBe(0);
    expect((await members(["import", path.join(folder, "missing.csv")])).err).toEqual([`Cannot read ${path.join(folder, "missing.csv")}: ENOENT`]);
  });

  it("export writes the whole list as CSV", async () => {
    const exported = await members(["export"]);
    expect(exported.code).toBe(0);
    const lines = exported.out.join("\n").split("\n");
    expect(lines[0]).toBe("email,added_by,created_at,has_account,is_admin");
    expect(lines).toHaveLength((await listSize()) + 1);
    expect(lines.some((line) => /^demo@example\.com,operator,[^,]+,true,false$/.test(line))).toBe(true);
  });

  it("admin grant and revoke: only for members, and listed", async () => {
    expect(await members(["admin", "grant", "stranger@example.com"])).toEqual({
      code: 1,
      out: [],
      err: ["stranger@example.com is not a member: add it first (npm run members -- add stranger@example.com)."],
    });
    expect((await members(["admin", "grant", "Demo@Example.com"])).out).toEqual(["admin: demo@example.com (the admin pages are at /admin)"]);
    expect((await members(["admin", "list"])).out).toEqual(["demo@example.com"]);
    expect((await members(["admin", "revoke", "demo@example.com"])).out).toEqual(["no longer an admin: demo@example.com"]);
    expect((await members(["admin", "list"])).out).toEqual([]);
  });

  it("a wrong or publishable key is named as such, and nothing is written", async () => {
    const before = await listSize();
    for (const key of ["sb_secret_wrong0000000000000000", PUBLISHABLE_KEY]) {
      const refused = await members(["add", "wrong.key@example.com"], { NEXT_PUBLIC_SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: key });
      expect(refused.code).toBe(1);
      expect(refused.err).toEqual([`${backend.url} refused SUPABASE_SECRET_KEY: it is not this project's secret or service_role key. Copy it again from Project Settings → API Keys.`]);
    }
    expect(await listSize()).toBe(before);
    expect((await members(["list"], { NEXT_PUBLIC_SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: SECRET_KEY })).code).toBe(0);
  });

  it("npm run members itself: usage, and the real command against this backend", async () => {
    const run = (args: string[]) =>
      promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/members.ts", ...args], {
        cwd: ROOT,
        env: { NODE_ENV: "test", PATH: process.env.PATH, NEXT_PUBLIC_SUPABASE_URL: backend.url },
      });
    const listed = await run(["list", "--search", "priya.add"]);
    expect(listed.stdout).toMatch(/^priya\.add@example\.com .*\n1 member matching "priya\.add"\n$/);
    await expect(run(["frobnicate"])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run members -- <command>") });
  });
});

describe("the members command's connection", () => {
  const run = async (args: string[], env: Record<string, string>) => {
    const err: string[] = [];
    const code = await runMembersCommand(args, env, { out: () => {}, err: (line) => err.push(line) });
    return { code, err };
  };

  it("refuses a hosted project without a service key, saying which variables to set", async () => {
    expect(await run(["list"], { NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co" })).toEqual({
      code: 1,
      err: [
        "No service key: set SUPABASE_SECRET_KEY (Project Settings → API Keys → Secret keys, sb_secret_...) or the legacy SUPABASE_SERVICE_ROLE_KEY for https://abcd.supabase.co, in the environment or in .env.local. Never give it to the app's browser side.",
      ],
    });
  });

  it("says when no local backend is running", async () => {
    expect(await run(["list"], { LOCAL_SUPABASE_PORT: "9" })).toEqual({
      code: 1,
      err: ["No backend answers at http://127.0.0.1:9: start it with `npm run backend` (or `npm start`) and try again."],
    });
  });
});
