import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What lib/paint-first (and the early-input script beside it) relies on in Next and React that neither documents,
// checked against the installed packages: after an upgrade that changes one, this fails naming it. Each is described in
// lib/paint-first/README.md, "The framework internals relied on".
const NEXT = path.resolve(import.meta.dirname, "../../../node_modules/next");

type Internal = { name: string; file: string; holds: string[] };

const INTERNALS: Internal[] = [
  { name: "prepared pages in .next/server/app/<path>.html", file: "dist/shared/lib/constants.js", holds: ["SERVER_DIRECTORY = 'server'"] },
  { name: "prepared pages in .next/server/app/<path>.html", file: "dist/server/lib/incremental-cache/file-system-cache.js", holds: ["`${key}.html`", "this.serverDistDir, 'app'"] },
  { name: "the copies of prepared pages in .next/server/route-cache/", file: "dist/server/lib/route-cache-key.js", holds: ["ROUTE_CACHE_DIRECTORY = 'route-cache'"] },
  { name: ".next/BUILD_ID after a finished build", file: "dist/shared/lib/constants.js", holds: ["BUILD_ID_FILE = 'BUILD_ID'"] },
  {
    name: 'scripts written as <script src async="">, the payload in self.__next_f, </body></html> written last',
    file: "dist/compiled/next-server/app-page-turbo.runtime.prod.js",
    holds: [' async=""', "self.__next_f", "</body></html>"],
  },
  { name: "headers flushed before the first piece (res.flushHeaders)", file: "dist/server/pipe-readable.js", holds: ["flushHeaders()"] },
  { name: "the compress option of next.config", file: "dist/server/config-shared.js", holds: ["compress: true"] },
  { name: "next({ dev, dir, port, hostname }) with prepare() and getRequestHandler()", file: "dist/server/next.js", holds: ["getRequestHandler", "prepare()"] },
  { name: "React DOM's element key __reactFiber$", file: "dist/compiled/react-dom/cjs/react-dom-client.production.js", holds: ['"__reactFiber$"'] },
  { name: "React DOM's root key __reactContainer$", file: "dist/compiled/react-dom/cjs/react-dom-client.production.js", holds: ['"__reactContainer$"'] },
  { name: "React DOM's props key __reactProps$", file: "dist/compiled/react-dom/cjs/react-dom-client.production.js", holds: ['"__reactProps$"'] },
  { name: "React DOM's _valueTracker on text fields", file: "dist/compiled/react-dom/cjs/react-dom-client.production.js", holds: ["_valueTracker"] },
];

describe("the framework internals lib/paint-first relies on", () => {
  for (const internal of INTERNALS) {
    it(`still hold in the installed Next and React: ${internal.name}`, () => {
      const file = path.join(NEXT, internal.file);
      expect(fs.existsSync(file), `${internal.name}: next/${internal.file} is gone (lib/paint-first/README.md)`).toBe(true);
      const source = fs.readFileSync(file, "utf8");
      for (const text of internal.holds) {
        expect(source.includes(text), `${internal.name}: next/${internal.file} no longer holds ${text} (lib/paint-first/README.md)`).toBe(true);
      }
    });
  }
});
