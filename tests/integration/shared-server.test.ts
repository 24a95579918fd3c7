import { afterAll, describe, expect, it } from "vitest";
import { DEMO, databaseKinds, startTestBackend, type TestBackend } from "./harness";

// Several app servers' backends (or test files) can share one Postgres server, each with its own database; the roles
// they all use belong to the server, and starting side by side must not make any of them fail.
describe.runIf(databaseKinds().includes("postgres"))("backends starting side by side on one Postgres server", () => {
  const started: TestBackend[] = [];
  afterAll(async () => {
    await Promise.all(started.map((backend) => backend.close()));
  });

  it("all come up, each on its own database, and each signs the demo member in", async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => startTestBackend("postgres")));
    for (const result of results) if (result.status === "fulfilled") started.push(result.value);
    expect(results.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    for (const backend of started) {
      const { error } = await backend.client().auth.signInWithPassword(DEMO);
      expect(error).toBeNull();
    }
  });
});
