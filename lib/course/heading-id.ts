/** The anchor id for a heading: lower-case words joined by hyphens ("Step 2: Goals" → "step-2-goals"). */
export function headingId(heading: string): string {
  return heading.toLowerCase().normalize("NFKD").replace(/[^a-z0-9\s-]/g, "").trim().replace(/[\s-]+/g, "-");
}

/** Gives each heading its id in page order; a repeated heading takes the next number no other heading owns. */
export function headingIds() {
  const used = new Set<string>();
  return (heading: string): string => {
    const base = headingId(heading) || "section";
    // Skip numbers another heading already owns: "Example", "Example", "Example 1" must not share an id.
    let id = base;
    for (let count = 1; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    return id;
  };
}
