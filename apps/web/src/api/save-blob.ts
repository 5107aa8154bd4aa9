/**
 * Saves bytes the app holds (a downloaded PDF, an export, an attachment) as a file under `name`:
 * the one way every screen hands a file to the browser. The link is in the page while it is
 * clicked (some browsers ignore a detached one), and the address is freed once the save started.
 */
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
