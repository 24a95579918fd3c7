import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layers (README, "Layout"): app/ > features/ > components/ > lib/. The lint refuses an import that reaches up.
const eslint = new ESLint({ cwd: process.cwd() });

async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages.some((message) => message.ruleId === "no-restricted-imports");
}

describe("the import layers", () => {
  // Loading the project's lint config (Next's plugins) takes seconds; the checks after it take milliseconds.
  beforeAll(() => eslint.calculateConfigForFile("lib/probe.ts"), 60_000);

  it("refuse components/ importing features/ or app/", async () => {
    expect(await refused("components/ui/probe.ts", 'import { value } from "@/features/plan/plan-model";')).toBe(true);
    expect(await refused("components/ui/probe.ts", 'import { value } from "../../app/layout";')).toBe(true);
    expect(await refused("components/layout/link.tsx", 'import { value } from "@/features/plan/plan-model";')).toBe(true);
  });

  it("refuse lib/ importing components/, features/ or app/, also by a re-export", async () => {
    expect(await refused("lib/probe.ts", 'import { value } from "@/components/ui/alert";')).toBe(true);
    expect(await refused("lib/course/probe.ts", 'export { value } from "../../features/stories/load-stories";')).toBe(true);
    expect(await refused("lib/probe.ts", 'import { value } from "@/app/layout";')).toBe(true);
  });

  it("refuse features/ importing app/", async () => {
    expect(await refused("features/plan/probe.ts", 'import { value } from "@/app/layout";')).toBe(true);
  });

  it("let each layer import the layers below it", async () => {
    expect(await refused("features/plan/probe.ts", 'import { value } from "@/components/ui/alert";')).toBe(false);
    expect(await refused("components/ui/probe.ts", 'import { value } from "@/lib/csv";')).toBe(false);
    expect(await refused("app/probe.ts", 'import { value } from "@/features/plan/plan-model";')).toBe(false);
  });
});
