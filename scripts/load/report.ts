import type { Sample } from "./run-load";

// What a load did, as a table: requests, outcomes by status and latency per kind of request.

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Requests, outcomes by status, p50/p99 per kind. */
export function summarise(samples: Sample[], seconds: number) {
  const rows = (["read", "feedback"] as const).map((kind) => {
    const mine = samples.filter((sample) => sample.kind === kind);
    const latencies = mine.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const sample of mine) statuses[String(sample.outcome)] = (statuses[String(sample.outcome)] ?? 0) + 1;
    return {
      kind,
      requests: mine.length,
      "req/s": Number((mine.length / seconds).toFixed(1)),
      ok: mine.filter((sample) => sample.ok).length,
      "not ok": mine.filter((sample) => !sample.ok).length,
      statuses: Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(" "),
      "p50 ms": Math.round(percentile(latencies, 50)),
      "p99 ms": Math.round(percentile(latencies, 99)),
    };
  });
  console.table(rows);
  return rows;
}

