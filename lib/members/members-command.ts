import fs from "node:fs";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { readEmailList } from "./email-list-file";
import { emailProblem, memberEmail } from "./member-email";
import { toCsv } from "@/lib/csv";
import { MEMBER_CSV_COLUMNS, MemberListError, addMembers, listMembers, removeMembers, type EmailResult } from "./member-list";

export const USAGE = `Usage: npm run members -- <command>

  add <email>...            put emails on the membership list
  remove <email>...         take emails off it (access ends within a minute)
  list [--search <text>]    the list, newest first
  import <file.csv>         one email per row, or a column named "email"; nothing is added if any row is bad
  export                    the list as CSV, to standard output
  admin grant <email>       let a member use the admin pages (/admin)
  admin revoke <email>
  admin list

Without NEXT_PUBLIC_SUPABASE_URL it works on the local backend (start it with \`npm start\` or \`npm run backend\`).
With it, it needs SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY): Project Settings → API Keys.`;

type Environment = Record<string, string | undefined>;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Connection {
  url: string;
  key: string;
  keyName: string;
}

const isLocalUrl = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * Where the command connects: the project of NEXT_PUBLIC_SUPABASE_URL with the service key from the environment, or
 * the local backend with its well-known (public) service key when no project is set or the project is local.
 */
export function connectionFrom(env: Environment): Connection | { error: string } {
  const keyName = env.SUPABASE_SECRET_KEY ? "SUPABASE_SECRET_KEY" : env.SUPABASE_SERVICE_ROLE_KEY ? "SUPABASE_SERVICE_ROLE_KEY" : "";
  const key = keyName ? env[keyName]!.trim() : "";
  const url = env.NEXT_PUBLIC_SUPABASE_URL?.trim() || `http://127.0.0.1:${env.LOCAL_SUPABASE_PORT || 54321}`;
  if (key) return { url, key, keyName };
  if (isLocalUrl(url)) return { url, key: SERVICE_ROLE_KEY, keyName: "the local backend's service key" };
  return {
    error:
      `No service key: set SUPABASE_SECRET_KEY (Project Settings → API Keys → Secret keys, sb_secret_...) or the legacy ` +
      `SUPABASE_SERVICE_ROLE_KEY for ${url}, in the environment or in .env.local. Never give it to the app's browser side.`,
  };
}

function explain(error: unknown, connection: Connection): string {
  if (!(error instanceof MemberListError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 0) {
    return isLocalUrl(connection.url)
      ? `No backend answers at ${connection.url}: start it with \`npm run backend\` (or \`npm start\`) and try again.`
      : `${connection.url} could not be reached: check NEXT_PUBLIC_SUPABASE_URL and your connection.`;
  }
  if (error.status === 401 || error.status === 403 || error.code === "42501") {
    return `${connection.url} refused ${connection.keyName}: it is not this project's secret or service_role key. Copy it again from Project Settings → API Keys.`;
  }
  return `The backend refused: ${error.message}`;
}

function printResults(results: EmailResult[], io: Io) {
  for (const { email, result } of results) io.out(`${result}: ${email}`);
}

/** Checks every email first: one bad address refuses the whole command, before anything is written. */
function validEmails(values: string[], io: Io): string[] | null {
  const problems = values.map((value) => [value, emailProblem(value)] as const).filter(([, problem]) => problem);
  for (const [value, problem] of problems) io.err(`refused: ${JSON.stringify(value)} (${problem})`);
  if (problems.length) {
    io.err("Nothing was changed.");
    return null;
  }
  return values.map((value) => memberEmail.parse(value));
}

async function admins(client: SupabaseClient, verb: string | undefined, emails: string[], io: Io): Promise<number> {
  if (verb === "list") {
    for (const row of (await listMembers(client)).filter((member) => member.is_admin)) io.out(row.email);
    return 0;
  }
  if ((verb !== "grant" && verb !== "revoke") || emails.length !== 1) {
    io.err("Usage: npm run members -- admin grant|revoke <email>, or admin list");
    return 2;
  }
  const valid = validEmails(emails, io);
  if (!valid) return 1;
  const email = valid[0]!;
  if (verb === "grant") {
    const member = await client.from("users").select("email").eq("email", email).maybeSingle();
    if (member.error) throw new MemberListError(member.error.message, member.status, member.error.code);
    if (!member.data) {
      io.err(`${email} is not a member: add it first (npm run members -- add ${email}).`);
      return 1;
    }
    const granted = await client.from("admins").upsert({ email }, { onConflict: "email", ignoreDuplicates: true });
    if (granted.error) throw new MemberListError(granted.error.message, granted.status, granted.error.code);
    io.out(`admin: ${email} (the admin pages are at /admin)`);
    return 0;
  }
  const revoked = await client.from("admins").delete().eq("email", email).select("email");
  if (revoked.error) throw new MemberListError(revoked.error.message, revoked.status, revoked.error.code);
  io.out(revoked.data.length ? `no longer an admin: ${email}` : `${email} was not an admin`);
  return 0;
}

async function run(client: SupabaseClient, args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  switch (verb) {
    case "add":
    case "remove": {
      if (!rest.length) break;
      const emails = validEmails(rest, io);
      if (!emails) return 1;
      printResults(await (verb === "add" ? addMembers : removeMembers)(client, emails), io);
      if (verb === "remove") io.out("Signed-in members who were removed lose access within a minute.");
      return 0;
    }
    case "list": {
      const search = rest[0] === "--search" ? (rest[1] ?? "") : (rest[0]?.replace(/^--search=/, "") ?? "");
      const rows = await listMembers(client, search);
      for (const row of rows) {
        const flags = [row.added_by === "purchase" ? "paid" : "added by an operator", row.has_account ? "signed up" : "no account yet", row.is_admin ? "admin" : ""];
        io.out(`${row.email}  ${row.created_at.slice(0, 10)}  ${flags.filter(Boolean).join(", ")}`);
      }
      io.out(`${rows.length} member${rows.length === 1 ? "" : "s"}${search ? ` matching "${search}"` : ""}`);
      return 0;
    }
    case "import": {
      if (rest.length !== 1) break;
      let text: string;
      try {
        text = fs.readFileSync(rest[0]!, "utf8");
      } catch (error) {
        io.err(`Cannot read ${rest[0]}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        return 1;
      }
      const { emails, refusals } = readEmailList(text);
      if (refusals.length) {
        for (const { line, value, reason } of refusals) io.err(`refused: ${line ? `line ${line}: ` : ""}${value ? `${JSON.stringify(value)} ` : ""}(${reason})`);
        io.err(`Nothing was added: ${refusals.length} bad row${refusals.length === 1 ? "" : "s"}. Fix ${refusals.length === 1 ? "it" : "them"} and import the file again.`);
        return 1;
      }
      const results = await addMembers(client, emails);
      const added = results.filter((row) => row.result === "added");
      for (const row of added) io.out(`added: ${row.email}`);
      io.out(`${added.length} added, ${results.length - added.length} already members, 0 refused`);
      return 0;
    }
    case "export":
      if (rest.length) break;
      io.out(toCsv(MEMBER_CSV_COLUMNS, await listMembers(client)).trimEnd());
      return 0;
    case "admin":
      return admins(client, rest[0], rest.slice(1), io);
  }
  io.err(USAGE);
  return 2;
}

/** `npm run members -- <args>`: the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runMembersCommand(args: string[], env: Environment, io: Io): Promise<number> {
  if (!args.length || args[0] === "--help" || args[0] === "-h") {
    io.out(USAGE);
    return args.length ? 0 : 2;
  }
  const connection = connectionFrom(env);
  if ("error" in connection) {
    io.err(connection.error);
    return 1;
  }
  const client = createClient(connection.url, connection.key, { auth: { persistSession: false, autoRefreshToken: false } });
  try {
    return await run(client, args, io);
  } catch (error) {
    io.err(explain(error, connection));
    return 1;
  }
}
