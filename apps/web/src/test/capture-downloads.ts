import { onTestFinished, vi } from 'vitest';

/** The files the page handed to the browser to save, by the name it gave each. */
export function captureDownloads() {
  const objects = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      next += 1;
      const url = `blob:http://localhost/${next}`;
      objects.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => objects.delete(url),
  });
  // jsdom does not download: the link the page clicks is read instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = objects.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return saved;
}
