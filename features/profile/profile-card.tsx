import { initials } from "@/lib/auth/initials";
import type { Profile } from "@/features/profile/load-profile";

const show = (value: string | null | undefined) => (value && value.trim() ? value : "N/A");

/** "Hello, {name}" with the avatar and the Email, Phone and LinkedIn rows. */
export function ProfileCard({ email, profile }: { email: string; profile: Profile }) {
  const name = show(profile.name);
  const linkedin = profile.linkedin_profile?.trim();
  return (
    <section aria-labelledby="profile-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-violet-700 text-xl font-semibold text-white">
          {initials(profile.name ?? "", email)}
        </span>
        <h1 id="profile-heading" className="min-w-0 break-words text-2xl font-bold text-slate-900">
          Hello, {name}
        </h1>
      </div>
      <dl className="divide-y divide-slate-200">
        <div className="grid gap-1 py-3 sm:grid-cols-3">
          <dt className="font-medium text-slate-700">Email</dt>
          <dd className="break-all text-slate-900 sm:col-span-2">{show(email)}</dd>
        </div>
        <div className="grid gap-1 py-3 sm:grid-cols-3">
          <dt className="font-medium text-slate-700">Phone</dt>
          <dd className="text-slate-900 sm:col-span-2">{show(profile.phone_number)}</dd>
        </div>
        <div className="grid gap-1 py-3 sm:grid-cols-3">
          <dt className="font-medium text-slate-700">LinkedIn</dt>
          <dd className="break-all sm:col-span-2">
            {linkedin ? (
              <a href={linkedin} target="_blank" rel="noopener noreferrer" className="text-violet-800 underline underline-offset-2">
                {linkedin}
              </a>
            ) : (
              "N/A"
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
