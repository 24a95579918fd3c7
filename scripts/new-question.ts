import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { draftQuestion } from "../lib/debriefs/draft-question";
import type { RoundType } from "../lib/debriefs/debrief-kinds";
import { connectionFrom } from "../lib/members/members-command";

// `npm run new:question -- --from-debrief <report id> [--question <n>]`: a draft practice question from an approved
// interview report, in content/question-drafts/ (outside the bank, so the site and the content check leave it alone
// until an editor finishes it and moves it into content/questions/). Reads the report with the service key, as
// `npm run members` connects; writes nothing of the member's tip or identity.
const USAGE = "Usage: npm run new:question -- --from-debrief <report id> [--question <1-5>]";
const DRAFTS = path.join(process.cwd(), "content", "question-drafts");

for (const file of [".env.local", ".env"]) {
  if (!fs.existsSync(file)) continue;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) process.env[name] ??= value;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const report = option("--from-debrief");
  const place = Number(option("--question") ?? "1") - 1;
  if (!report || !/^[0-9a-f-]{36}$/i.test(report) || !Number.isInteger(place) || place < 0 || place > 4) {
    console.error(USAGE);
    return 1;
  }
  const connection = connectionFrom(process.env);
  if ("error" in connection) {
    console.error(connection.error);
    return 1;
  }
  const client = createClient(connection.url, connection.key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.from("debriefs").select("id, company_id, company_other, round_type, round_month, minutes, questions, status").eq("id", report).maybeSingle();
  if (error) {
    console.error(`The report could not be read: ${error.message}`);
    return 1;
  }
  if (!data) {
    console.error(`There is no report ${report}.`);
    return 1;
  }
  if (data.status !== "approved") console.warn(`Report ${report} is ${data.status}, not approved: check it before using it.`);
  const { id, text } = draftQuestion(
    { id: data.id, company: data.company_id ?? data.company_other ?? "", roundType: data.round_type as RoundType, month: String(data.round_month).slice(0, 7), questions: data.questions as string[], minutes: data.minutes },
    place,
  );
  fs.mkdirSync(DRAFTS, { recursive: true });
  const file = path.join(DRAFTS, `${id}.mdx`);
  if (fs.existsSync(file) || fs.existsSync(path.join(process.cwd(), "content", "questions", `${id}.mdx`))) {
    console.error(`${id}.mdx exists already; rename it or the new draft.`);
    return 1;
  }
  fs.writeFileSync(file, text);
  console.log(`Wrote ${path.relative(process.cwd(), file)}: finish it (content/README.md, "Practice questions"), then move it into content/questions/.`);
  return 0;
}

process.exitCode = await main();
