/** "Figures checked November 2026": the month of a lesson's `lastChecked` date, as the lesson page shows it. */
export function checkedMonth(lastChecked: string): string {
  const month = new Date(`${lastChecked}T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Figures checked ${month}`;
}
