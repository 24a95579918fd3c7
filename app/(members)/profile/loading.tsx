/** Shown while the profile loads. */
export default function Loading() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <p role="status">Loading...</p>
    </main>
  );
}
