/**
 * `<VideoLink href minutes />`: "Watch on YouTube", opening in a new tab. Its colours are marked important: the
 * lesson's link style (app/globals.css) would otherwise put violet, underlined text on the red button.
 */
export function VideoLink({ href, minutes }: { href: string; minutes?: number }) {
  return (
    <p className="my-6">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold !text-white !no-underline hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
        Watch on YouTube
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {minutes ? <span className="ml-3 text-sm text-slate-600">about {minutes} minutes</span> : null}
    </p>
  );
}
