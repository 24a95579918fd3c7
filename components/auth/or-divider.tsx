/** The "Or continue with" divider between Google and the email form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600">
      <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
      Or continue with
      <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
    </div>
  );
}
