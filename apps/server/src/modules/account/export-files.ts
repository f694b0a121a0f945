import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Where data exports are kept: `DATA_DIR/account-exports`, one `{export id}.zip` each. */
export function accountExportDir(dataDir: string): string {
  return path.join(dataDir, 'account-exports');
}

/** The finished zip of an export. */
export function exportFilePath(dir: string, exportId: string): string {
  return path.join(dir, `${exportId}.zip`);
}

/** The zip while it is written; renamed to `exportFilePath` once complete. */
export function partialExportFilePath(dir: string, exportId: string): string {
  return path.join(dir, `${exportId}.zip.part`);
}

/** Removes an export's files, whichever exist. */
export async function removeExportFiles(dir: string, exportId: string): Promise<void> {
  await rm(exportFilePath(dir, exportId), { force: true });
  await rm(partialExportFilePath(dir, exportId), { force: true });
}

/** The name the download is saved under: `idealens-account-2026-07-05.zip`, its day in UTC. */
export function exportDownloadName(readyAt: Date): string {
  return `idealens-account-${readyAt.toISOString().slice(0, 10)}.zip`;
}
