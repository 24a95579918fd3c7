import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * rpc as PostgREST answers it (local-supabase/rest/rpc.ts), through supabase-js: the call's result is read like a table,
 * so `select`, filters, `order` and paging apply to it (a column it lacks is Postgres' 42703, never ignored), a void
 * function answers 204, and "quoted identifiers" work in select, filters and order, for tables too.
 */

const FIXTURES = `
create table public.rpc_scores ("column whitespace" text primary key, n int not null, note text);
insert into public.rpc_scores values ('a b', 1, 'x'), ('c,d', 2, null), ('e.f', 3, 'y');
create function public.all_scores() returns setof public.rpc_scores language sql stable as $$ select * from public.rpc_scores order by n $$;
create function public.scores_from(min int default 0) returns table ("column whitespace" text, n int)
  language sql stable as $$ select "column whitespace", n from public.rpc_scores where n >= min order by n $$;
create function public.middle_score() returns public.rpc_scores language sql stable as $$ select * from public.rpc_scores where n = 2 $$;
create function public.numbers() returns setof int language sql immutable as $$ select generate_series(1, 4) $$;
create function public.add_them(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.bump_scores() returns void language sql as $$ update public.rpc_scores set n = n + 10 where note is null $$;
create function public.add_score_row() returns int language plpgsql as $$ begin insert into public.rpc_scores values ('g', 9, null); return 9; end $$;
create function public.write_in_stable() returns int language sql stable as $$ select public.add_score_row() $$;
`;

describe.each(databaseKinds())("rpc on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    await backend.db.exec(FIXTURES);
    await backend.reloadSchema();
  });
  afterAll(() => backend?.close());

  const service = () => backend.service();
  const ns = (rows: unknown) => (rows as { n: number }[] | null)?.map((row) => row.n);

  it("applies select, filters, order and paging to a set-returning function's rows", async () => {
    const all = await service().rpc("all_scores");
    expect(all.data).toEqual([
      { "column whitespace": "a b", n: 1, note: "x" },
      { "column whitespace": "c,d", n: 2, note: null },
      { "column whitespace": "e.f", n: 3, note: "y" },
    ]);
    expect((await service().rpc("all_scores").select("n")).data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(ns((await service().rpc("all_scores").select("n").neq("n", 2)).data)).toEqual([1, 3]);
    expect(ns((await service().rpc("all_scores").select("n").order("n", { ascending: false }).range(0, 1)).data)).toEqual([3, 2]);
    expect(ns((await service().rpc("all_scores").select("n").is("note", null)).data)).toEqual([2]);
    expect(ns((await service().rpc("scores_from", { min: 2 }).select("n").in("n", [1, 3])).data)).toEqual([3]);
    // By GET, arguments and filters share the query string: a value with an operator is a filter.
    const byGet = await service().rpc("scores_from", { min: 2 }, { get: true }).select("n").eq("n", 2);
    expect([byGet.status, byGet.data]).toEqual([200, [{ n: 2 }]]);
  });

  it("quotes identifiers with spaces, commas or dots in select, filters and order, for rpc and tables alike", async () => {
    const quoted = await service().rpc("all_scores").select('"column whitespace"').neq('"column whitespace"', "c,d");
    expect(quoted.data).toEqual([{ "column whitespace": "a b" }, { "column whitespace": "e.f" }]);
    const bare = await service().rpc("all_scores").select('n,"column whitespace"').eq("column whitespace", "e.f");
    expect(bare.data).toEqual([{ n: 3, "column whitespace": "e.f" }]);
    const table = await service().from("rpc_scores").select('"column whitespace"').order('"column whitespace"', { ascending: false });
    expect(table.data).toEqual([{ "column whitespace": "e.f" }, { "column whitespace": "c,d" }, { "column whitespace": "a b" }]);
    const unclosed = await fetch(`${backend.url}/rest/v1/rpc_scores?${encodeURIComponent('"column')}=eq.x`, { headers: { apikey: SERVICE_ROLE_KEY } });
    expect([unclosed.status, ((await unclosed.json()) as { code: string }).code]).toEqual([400, "PGRST100"]);
  });

  it("answers single values, single rows and sets of values in PostgREST's shapes, .single() included", async () => {
    expect((await service().rpc("add_them", { a: 2, b: 3 })).data).toBe(5);
    expect((await service().rpc("add_them", { a: 2, b: 3 }, { get: true })).data).toBe(5);
    expect((await service().rpc("middle_score")).data).toEqual({ "column whitespace": "c,d", n: 2, note: null });
    expect((await service().rpc("numbers")).data).toEqual([1, 2, 3, 4]);
    expect((await service().rpc("numbers").limit(2)).data).toEqual([1, 2]);
    const one = await service().rpc("all_scores").select("n").eq("n", 3).single();
    expect([one.status, one.data]).toEqual([200, { n: 3 }]);
    const row = await service().rpc("middle_score").single();
    expect([row.status, row.data]).toEqual([200, { "column whitespace": "c,d", n: 2, note: null }]);
    expect((await service().rpc("add_them", { a: 2, b: 3 }).single()).data).toBe(5);
    const many = await service().rpc("all_scores").single();
    expect([many.status, many.error?.code, many.error?.details]).toEqual([406, "PGRST116", "The result contains 3 rows"]);
  });

  it("refuses a column the result lacks with Postgres' 42703 instead of ignoring it", async () => {
    const cases = [
      service().rpc("all_scores").select("nope"),
      service().rpc("all_scores").neq("nope", 1),
      service().rpc("add_them", { a: 1, b: 2 }).select("a"),
      service().rpc("numbers").neq("n", 1),
    ];
    for (const answer of await Promise.all(cases)) {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([400, "42703", expect.stringMatching(/^column pgrst_source\.\w+ does not exist$/)]);
    }
    const cast = await service().rpc("all_scores").select("n::text");
    expect([cast.status, cast.error?.code]).toEqual([400, "PGRST100"]);
  });

  it("answers a void function 204 with no body, after running it", async () => {
    const raw = await fetch(`${backend.url}/rest/v1/rpc/bump_scores`, {
      method: "POST",
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect([raw.status, raw.headers.get("content-type"), await raw.text()]).toEqual([204, null, ""]);
    const viaClient = await service().rpc("bump_scores");
    expect([viaClient.status, viaClient.data, viaClient.error]).toEqual([204, null, null]);
    expect((await service().from("rpc_scores").select("n").eq("note", "x")).data).toEqual([{ n: 1 }]);
    expect(ns((await service().from("rpc_scores").select("n").is("note", null)).data)).toEqual([22]);
  });

  it("runs stable functions read-only by POST, as PostgREST does, and answers HEAD without a body", async () => {
    const write = await service().rpc("write_in_stable");
    expect([write.status, write.error?.code]).toEqual([405, "25006"]);
    expect((await service().rpc("add_score_row")).data).toBe(9);
    const head = await fetch(`${backend.url}/rest/v1/rpc/numbers`, { method: "HEAD", headers: { apikey: SERVICE_ROLE_KEY } });
    expect([head.status, head.headers.get("content-range"), await head.text()]).toEqual([200, "0-3/*", ""]);
  });

  it("still calls is_member() for its caller", async () => {
    const member = await newMember(backend);
    expect((await member.client.rpc("is_member").select("*")).data).toBe(true);
  });
});
