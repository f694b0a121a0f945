/** How long a downloaded file's object URL lives: the browser has started saving it by then. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands `blob` to the browser as a download named `fileName` (as a link with `download` does). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
