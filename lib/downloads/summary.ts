// What the first-load code (the download button, the shell's sync, the app shell) reads of this
// browser's downloads without opening IndexedDB or loading the download code: the content ids held
// and their state, kept in localStorage by the download manager (issue 19).

export const DOWNLOADS_SUMMARY_KEY = 'chalchitra.downloads';
export type DownloadsSummary = Array<{ id: string; contentId: number; status: string }>;

export function readSummary(): DownloadsSummary {
  try {
    return JSON.parse(localStorage.getItem(DOWNLOADS_SUMMARY_KEY) ?? '[]') as DownloadsSummary;
  } catch {
    return [];
  }
}

export function writeSummary(summary: DownloadsSummary): void {
  localStorage.setItem(DOWNLOADS_SUMMARY_KEY, JSON.stringify(summary));
}

/**
 * Refreshes the summary from `read` (the downloads IndexedDB holds), one refresh after another,
 * each reading when its turn comes: a refresh that read before a delete cannot write after the one
 * that followed the delete and put the deleted title back in the summary.
 */
export function summaryRefresher(read: () => Promise<DownloadsSummary>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  const refresh = async () => writeSummary(await read());
  return () => (last = last.then(refresh, refresh));
}
