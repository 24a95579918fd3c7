import fs from "node:fs";
import path from "node:path";

// The tests edit real lesson files, because the development server reads content/. Each file is copied here before
// its first edit and put back after the tests, after a failure too (the global teardown), and at the start of the
// next run should a run have been killed before its teardown.
const ROOT = path.resolve(import.meta.dirname, "../..");
const BACKUP_DIR = path.join(ROOT, ".data", "e2e-dev-backup");

// A file that did not exist is kept as an empty marker with this ending, and deleted when put back.
const ABSENT = ".absent";

/** Keeps a copy of `file` (relative to the project root), or notes that it does not exist, unless already kept. */
export function backUp(file: string): void {
  const copy = path.join(BACKUP_DIR, file);
  if (fs.existsSync(copy) || fs.existsSync(copy + ABSENT)) return;
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  if (fs.existsSync(path.join(ROOT, file))) fs.copyFileSync(path.join(ROOT, file), copy);
  else fs.writeFileSync(copy + ABSENT, "");
}

/** Puts back every file kept by `backUp`, then forgets the copies. */
export function restoreAll(): void {
  if (!fs.existsSync(BACKUP_DIR)) return;
  for (const entry of fs.readdirSync(BACKUP_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const copy = path.join(entry.parentPath, entry.name);
    const original = path.join(ROOT, path.relative(BACKUP_DIR, copy));
    if (copy.endsWith(ABSENT)) fs.rmSync(original.slice(0, -ABSENT.length), { force: true });
    else fs.copyFileSync(copy, original);
  }
  fs.rmSync(BACKUP_DIR, { recursive: true, force: true });
}

/** Edits a file of the project after keeping a copy of it: `change` gets the current text and returns the new. */
export function editFile(file: string, change: (text: string) => string): void {
  backUp(file);
  const full = path.join(ROOT, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")));
}
