/** Starts the browser's download of a signed link (its Content-Disposition names the file). */
export function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
