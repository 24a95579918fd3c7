// V8 compiles a function when it is first called, on the page's one thread, unless the file asks for all of its
// functions at once: then Chromium (136 and later) compiles them while the file downloads, off that thread. React
// DOM's chunk is one large module function run whole at start-up; compiled on the thread, it made the page's
// longest task (docs/performance.md, "Ninth round"). Other browsers read the hint as a comment.

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Whether a script file holds React DOM's client, by the key React DOM gives the fibers it attaches to elements. */
export const holdsReactDom = (source: string) => source.includes("__reactFiber$");

/** The file with V8's whole-file compile hint as its first line (where V8 looks for it), once. */
export const withCompileHint = (source: string) => (source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source);
