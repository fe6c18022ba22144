/**
 * Hands a file the page already holds to the browser's downloads, under the name given: through an
 * object URL and a temporary link with `download`, the URL revoked once the click has been handled.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers read the URL only after the click's task has finished.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
