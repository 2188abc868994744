import { beforeEach, describe, expect, it } from 'vitest';
import { readSummary, summaryRefresher, writeSummary } from '@/lib/downloads/summary';

// The downloads summary the first-load code reads (issue 19): refreshed from IndexedDB after each
// change, one refresh after another.

describe('summaryRefresher', () => {
  beforeEach(() => writeSummary([]));

  it('writes what the last refresh read, even when an earlier refresh read more slowly', async () => {
    // the first refresh reads the title before it is deleted and is slow to write; the second
    // reads after the delete
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const refresh = summaryRefresher(async () => {
      reads += 1;
      if (reads > 1) return [];
      await slow;
      return [{ id: 'd1', contentId: 7, status: 'complete' }];
    });
    const beforeDelete = refresh();
    const afterDelete = refresh();
    release();
    await Promise.all([beforeDelete, afterDelete]);
    expect(reads).toBe(2);
    expect(readSummary()).toEqual([]);
  });

  it('goes on after a refresh that failed', async () => {
    let reads = 0;
    const refresh = summaryRefresher(async () => {
      reads += 1;
      if (reads === 1) throw new Error('IndexedDB closed');
      return [{ id: 'd2', contentId: 8, status: 'downloading' }];
    });
    await expect(refresh()).rejects.toThrow('IndexedDB closed');
    await refresh();
    expect(readSummary()).toEqual([{ id: 'd2', contentId: 8, status: 'downloading' }]);
  });
});
