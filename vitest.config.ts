import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Worker threads, not forked processes: each of the ninety-odd files starts in a fresh module graph either way
      // (isolated: sharing one made tests depend on the files before them), and a thread starts for a third less
      // time and CPU than a process (docs/performance.md, "Suite time").
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", pool: "threads" } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/postgres-server.ts", "tests/integration/prepared-pglite.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: each file starts its own backend and database, so two at a time is the useful limit.
          maxWorkers: 2,
        },
      },
    ],
  },
});
