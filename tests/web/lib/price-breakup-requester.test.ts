import { CanceledError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, createPriceBreakupRequester } from '@/lib/api/payments';

// spec 001 §7: a new fetch_price_breakup call cancels the previous pending one.

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get } }));

interface Call {
  params: Record<string, unknown>;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
}
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  get.mockReset();
  // like axios: an aborted signal rejects the request with a CanceledError
  get.mockImplementation(
    (_url: string, config: { params: Record<string, unknown>; signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        calls.push({ params: config.params, signal: config.signal, resolve });
        config.signal.addEventListener('abort', () => reject(new CanceledError()));
      }),
  );
});

const answer = (total: number) => ({ data: { data: { product_id: 1000003, total, voucher: null } } });

describe('createPriceBreakupRequester', () => {
  it('cancels the pending call when a new one starts, and answers only the new one', async () => {
    const fetchPriceBreakup = createPriceBreakupRequester();
    const first = fetchPriceBreakup({ product_id: 1000003 });
    const second = fetchPriceBreakup({ product_id: 1000003, voucher_code: 'WELCOME20' });

    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    await expect(first).rejects.toBeInstanceOf(CancelledError);

    calls[1].resolve(answer(79.2));
    await expect(second).resolves.toMatchObject({ total: 79.2 });
    expect(get).toHaveBeenCalledWith(
      '/api/v1/payments/pricing/fetch_price_breakup',
      expect.objectContaining({ params: { product_id: 1000003, voucher_code: 'WELCOME20' } }),
    );
  });

  it('leaves a finished call alone', async () => {
    const fetchPriceBreakup = createPriceBreakupRequester();
    const first = fetchPriceBreakup({ product_id: 1000003 });
    calls[0].resolve(answer(99));
    await expect(first).resolves.toMatchObject({ total: 99 });
    const second = fetchPriceBreakup({ product_id: 1000001 });
    expect(calls[0].signal.aborted).toBe(false);
    calls[1].resolve(answer(249));
    await expect(second).resolves.toMatchObject({ total: 249 });
  });

  it('sends no voucher_code without a code', async () => {
    const fetchPriceBreakup = createPriceBreakupRequester();
    void fetchPriceBreakup({ product_id: 1000014 });
    expect(calls[0].params).toEqual({ product_id: 1000014 });
  });

  it('passes a refusal on to the caller', async () => {
    get.mockRejectedValueOnce(
      Object.assign(new Error('400'), {
        response: { status: 400, data: { message: 'This promo code has expired.', status_code: 'VOUCHER_EXPIRED' } },
      }),
    );
    const fetchPriceBreakup = createPriceBreakupRequester();
    await expect(fetchPriceBreakup({ product_id: 1000003, voucher_code: 'EXPIRED10' })).rejects.toMatchObject({
      response: { status: 400 },
    });
  });

  it('keeps separate pages apart: one requester does not cancel another', () => {
    const one = createPriceBreakupRequester();
    const two = createPriceBreakupRequester();
    void one({ product_id: 1000003 });
    void two({ product_id: 1000003 });
    expect(calls[0].signal.aborted).toBe(false);
  });
});
