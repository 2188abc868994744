import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteDownload, getDownload, putDownload, replaceDownload, type DownloadRecord } from '@/lib/downloads/local-db';

// The device's downloads in IndexedDB (fake-indexeddb stands in for the browser's here).

function record(id: string, bytesDone: number): DownloadRecord {
  return { id, title: 'Kabhi Kabhi', bytesDone, status: 'complete' } as DownloadRecord;
}

describe('replaceDownload', () => {
  it('writes over a stored record and says so', async () => {
    await putDownload(record('licence-1', 10));
    expect(await replaceDownload(record('licence-1', 20))).toBe(true);
    expect((await getDownload('licence-1'))?.bytesDone).toBe(20);
  });

  it('leaves a record deleted meanwhile deleted, and says it wrote nothing', async () => {
    await putDownload(record('licence-2', 10));
    const readBeforeTheDelete = await getDownload('licence-2');
    await deleteDownload('licence-2');
    expect(await replaceDownload({ ...readBeforeTheDelete!, bytesDone: 30 })).toBe(false);
    expect(await getDownload('licence-2')).toBeUndefined();
  });

  afterEach(() => vi.restoreAllMocks());

  it('reports a write whose transaction aborts after the put as failed, and the old record stays', async () => {
    await putDownload(record('licence-3', 10));
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      const req = put.apply(this, args);
      // the put succeeds, then the transaction fails to commit (as a full disk does)
      req.addEventListener('success', () => this.transaction.abort());
      return req;
    });
    await expect(replaceDownload(record('licence-3', 40))).rejects.toThrow();
    vi.restoreAllMocks();
    expect((await getDownload('licence-3'))?.bytesDone).toBe(10);
  });
});
