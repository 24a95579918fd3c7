import fs from "node:fs";
import { parseEnv } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { agreementTable, measureAgreement, storeAgreement } from "../lib/grader/agreement-command";
import { graderSettings } from "../lib/grader/settings";
import { connectionFrom } from "../lib/members/members-command";
import { loadQuestionBank } from "../lib/practice/question-files";

// `npm run grader:agreement` (under the react-server condition, as the bank is read on the server only): grades every
// editor-scored sample blind with the model set in AI_BASE_URL, AI_API_KEY and AI_MODEL, prints each question type's
// agreement with the editors and stores it, which opens or closes the second opinion for that type
// (docs/ai-second-opinion.md). Reads .env.local and .env as `npm start` does, without overriding the real environment.
for (const file of [".env.local", ".env"]) {
  if (!fs.existsSync(file)) continue;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) process.env[name] ??= value;
}

async function main(): Promise<number> {
  const settings = graderSettings(process.env);
  if (!settings) {
    console.error("The grader is off: set AI_BASE_URL, AI_API_KEY and AI_MODEL (see .env.example) and run this again.");
    return 2;
  }
  const connection = connectionFrom(process.env);
  if ("error" in connection) {
    console.error(connection.error);
    return 2;
  }
  const bank = await loadQuestionBank();
  console.log(`Grading every editor-scored sample blind with ${settings.model} at ${settings.baseUrl}, three asks each.`);
  const results = await measureAgreement(settings, bank, { io: { out: (line) => console.log(line) } });
  console.log("");
  for (const line of agreementTable(results, settings.model)) console.log(line);
  const service = createClient(connection.url, connection.key, { auth: { persistSession: false, autoRefreshToken: false } });
  await storeAgreement(service, settings.model, results);
  console.log(`\nStored at ${connection.url}.`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
