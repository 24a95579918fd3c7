import fs from "node:fs";
import { parseEnv } from "node:util";
import { runMembersCommand } from "../lib/members/members-command";

// `npm run members -- <command>` (README: 'Managing members'). Reads .env.local and .env as `npm start` does, without
// overriding the real environment.
for (const file of [".env.local", ".env"]) {
  if (!fs.existsSync(file)) continue;
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) process.env[name] ??= value;
}

const code = await runMembersCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
