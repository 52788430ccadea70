/** Hands text to the browser as a file to save (a spreadsheet the admin opens next). */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is needed no longer.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
