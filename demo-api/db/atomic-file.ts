/**
 * Replacing a file atomically, and cleaning up after the replacements a crash interrupted.
 *
 * A replacement writes the complete contents to a temporary file beside the target, flushes it and
 * renames it over the target. A process killed before the rename (`kill -9`, a power cut) leaves
 * that temporary file behind: a full-size copy of the data, under a name only this module makes,
 * `.<target name>.<pid>.<12 hex digits>.tmp`.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file behind `file`: a symlink keeps pointing at the data, so temp files go beside that. */
function resolvedTarget(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file; // No file yet: the rename creates it.
  }
}

function tempName(target: string, pid: number): string {
  return `.${basename(target)}.${pid}.${randomBytes(6).toString('hex')}.tmp`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the temp files of `target` only (the pid is captured), never another file's. */
const tempNamePattern = (target: string) =>
  new RegExp(`^\\.${escapeRegExp(basename(target))}\\.(\\d+)\\.[0-9a-f]{12}\\.tmp$`);

/** fsync of a folder makes a rename in it durable; Windows cannot open a folder for it. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (Windows, some file systems): the rename is atomic all the same.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Replaces `file` with `contents` atomically: the complete contents go to a temporary file in the
 * same folder (so the rename stays on one file system), are flushed to disk, and only then
 * renamed over the target. The target itself is never opened for writing.
 */
export function writeFileAtomic(file: string, contents: string): void {
  const target = resolvedTarget(file);
  const folder = dirname(target);
  const temp = join(folder, tempName(target, process.pid));
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx');
    writeFileSync(fd, contents);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(folder);
}

/** Whether a process with this id runs (one of another user counts: it cannot be signalled). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of `file` that processes no longer running left behind. A file whose
 * process still runs is left alone: it may be renamed over the target any moment (two servers on
 * one data file are a mistake, but must not break each other's saves); this process's own count as
 * running too. A pid reused since only keeps its file until a later start. Best effort: a file that
 * cannot be listed or removed is reported, and the start goes on.
 */
export function removeStaleTempFiles(file: string): void {
  const target = resolvedTarget(file);
  const folder = dirname(target);
  const pattern = tempNamePattern(target);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // Reading the data file reports what is wrong with its folder.
  }
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    try {
      rmSync(join(folder, name), { force: true });
    } catch (error) {
      console.warn(`[demo store] could not remove the stale temporary file ${name}:`, error);
    }
  }
}
