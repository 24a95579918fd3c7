// The "server-only" package fails any import outside a React server build, which a Node test is not. Tests of
// server modules resolve it to this empty module instead (vitest.config.ts); the guard itself is Next's to apply.
export {};
