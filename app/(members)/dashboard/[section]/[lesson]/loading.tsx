/** Shown while the lesson loads (the session and membership are checked first). */
export default function Loading() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <p role="status">Loading...</p>
    </main>
  );
}
