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
