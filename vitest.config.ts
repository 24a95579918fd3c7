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
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
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
