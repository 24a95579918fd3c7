import { afterAll, describe, expect, it } from "vitest";
import { DEMO, databaseKinds, freshPostgresDatabase, startTestBackend, type TestBackend } from "./harness";

// Several app servers' backends (or test files) can share one Postgres server, each with its own database; the roles
// they all use belong to the server, and starting side by side must not make any of them fail.
describe.runIf(databaseKinds().includes("postgres"))("backends starting side by side on one Postgres server", () => {
  const started: TestBackend[] = [];
  afterAll(async () => {
    await Promise.all(started.map((backend) => backend.close()));
  });

  it("all come up, each on its own database, and each signs the demo member in", async () => {
    // Each on an empty database, so all six run Supabase's objects and the migrations at once, not a prepared copy.
    const results = await Promise.allSettled(Array.from({ length: 6 }, async () => startTestBackend("postgres", { databaseUrl: await freshPostgresDatabase({ empty: true }) })));
    for (const result of results) if (result.status === "fulfilled") started.push(result.value);
    expect(results.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    for (const backend of started) {
      const { error } = await backend.client().auth.signInWithPassword(DEMO);
      expect(error).toBeNull();
    }
  });
});
