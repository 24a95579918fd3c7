import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// components/layout/link.tsx says why the site's links do not prefetch by default.
const LINK_FILE = "components/layout/link.tsx";
const nextLink = { name: "next/link", importNames: ["default"], message: "Use Link from @/components/layout/link." };

// The layers, top to bottom: app/ (routes) > features/ > components/ (leaf UI) > lib/. A layer imports only from
// the layers below it, so components/ never reaches up into features/ or app/, and lib/ into none of the three.
const upward = (above) => ({
  regex: `^(@/|(\\.\\./)+)(${above.join("|")})(/|$)`,
  message: `This layer sits below ${above.map((dir) => `${dir}/`).join(", ")}: move what it needs down (README, "Layout").`,
});
const COMPONENTS_RULE = upward(["features", "app"]);
const FEATURES_RULE = upward(["app"]);
const LIB_RULE = upward(["components", "features", "app"]);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // `const { secret: _secret, ...rest } = value` is how a field is dropped; the rest is what is used.
    rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }] },
  },
  // One no-restricted-imports per file (a later block replaces an earlier one's options), so each block lists it all.
  { ignores: [LINK_FILE], rules: { "no-restricted-imports": ["error", { paths: [nextLink] }] } },
  {
    files: ["components/**"],
    ignores: [LINK_FILE],
    rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns: [COMPONENTS_RULE] }] },
  },
  { files: [LINK_FILE], rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS_RULE] }] } },
  { files: ["features/**"], rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns: [FEATURES_RULE] }] } },
  { files: ["lib/**"], rules: { "no-restricted-imports": ["error", { paths: [nextLink], patterns: [LIB_RULE] }] } },
  { ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
