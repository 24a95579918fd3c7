import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // `const { secret: _secret, ...rest } = value` is how a field is dropped; the rest is what is used.
    rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }] },
  },
  {
    // components/layout/link.tsx says why the site's links do not prefetch by default.
    ignores: ["components/layout/link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", importNames: ["default"], message: "Use Link from @/components/layout/link." }] }],
    },
  },
  { ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
