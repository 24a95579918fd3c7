/**
 * `read` as a function whose result is kept for the life of the server process (the build's content check has already
 * refused broken content), forgotten when it fails so the next call tries again, and read afresh on every call in
 * development, so an editor's change shows on the next reload.
 */
export function cachedContent<T>(read: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | null = null;
  return () => {
    if (process.env.NODE_ENV === "development" || !cached) {
      const value = read();
      cached = value;
      value.catch(() => {
        if (cached === value) cached = null;
      });
    }
    return cached;
  };
}
