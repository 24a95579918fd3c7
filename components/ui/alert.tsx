/** The red alert box every error message is shown in (docs/decisions.md, 'Error messages'). */
export function Alert({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
