import type { AxiosInstance } from 'axios';

// The browser's axios instance, loaded on the first call: the lib/api modules a page imports stay
// a few hundred bytes, and axios joins only once something is asked of the origin. Every caller
// shares the one import.

let loading: Promise<AxiosInstance> | null = null;

export function client(): Promise<AxiosInstance> {
  loading ??= import('./client').then((module) => module.api);
  return loading;
}

/**
 * Hands over the instance when a page's own code has it (a title page's Play), so that the first
 * call does not wait for a chunk: an import() of a module the page already has still fetches its
 * loader first.
 */
export function adoptClient(api: AxiosInstance): void {
  loading ??= Promise.resolve(api);
}

type Config = Parameters<AxiosInstance['get']>[1];

/** GET `url` through the browser's client and answer the body. */
export async function get<T>(url: string, config?: Config): Promise<T> {
  return (await (await client()).get<T>(url, config)).data;
}

/** POST `body` to `url` and answer the body. */
export async function post<T>(url: string, body?: unknown, config?: Config): Promise<T> {
  return (await (await client()).post<T>(url, body, config)).data;
}

/** PUT `body` to `url` and answer the body. */
export async function put<T>(url: string, body?: unknown, config?: Config): Promise<T> {
  return (await (await client()).put<T>(url, body, config)).data;
}

/** DELETE `url` (with an optional body in `config.data`) and answer the body. */
export async function del<T>(url: string, config?: Config): Promise<T> {
  return (await (await client()).delete<T>(url, config)).data;
}

/** PATCH `body` to `url` and answer the body. */
export async function patch<T>(url: string, body?: unknown, config?: Config): Promise<T> {
  return (await (await client()).patch<T>(url, body, config)).data;
}
