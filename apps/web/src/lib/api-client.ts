import type { Language } from '@cakemix/core';
import { type ApiError, toApiError } from './api-error.ts';

/** Every call goes under this path of the same origin (spec section 7). */
export const API_BASE_PATH = '/api/v1/cakemix';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A sign-in call (login, code check, resend): its 401 means "wrong credentials", not "session over",
   * so it does not log the user out.
   */
  authenticate?: boolean;
  /**
   * A file: `path` is an address the API answered (from the site's root, e.g. a logo's), fetched as it is,
   * and a success yields the body as a Blob.
   */
  file?: boolean;
  /** A file to send as the body, its bytes as they are (an upload), instead of JSON. */
  upload?: Blob;
}

export interface ApiClientDeps {
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  getToken(): string | null;
  getLanguage(): Language;
  /** Called on a 401 of any call except the sign-in calls, with the token the call was made with. */
  onUnauthorized(token: string | null, error: ApiError): void;
  readCookies?: () => string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const STATE_CHANGING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one HTTP client: JSON in and out, credentials, Accept and X-Requested-With headers, the bearer token,
 * the XSRF cookie echoed as a header, and the interface language. A success yields the body only; a failure
 * throws an ApiError typed by status, and a 401 outside sign-in ends the session.
 */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? API_BASE_PATH;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookies = deps.readCookies ?? (() => document.cookie);

  /** The server sets the XSRF cookie on any response; before the first change, ask for it explicitly. */
  async function xsrfToken(): Promise<string | null> {
    const existing = cookieValue(readCookies(), XSRF_COOKIE);
    if (existing) return existing;
    try {
      await doFetch(`${baseUrl}/csrf-cookie`, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    } catch {
      // The real call below will fail the same way and report it.
    }
    return cookieValue(readCookies(), XSRF_COOKIE);
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const lang = deps.getLanguage();
    const token = deps.getToken();
    const headers: Record<string, string> = {
      Accept: options.file ? '*/*' : 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': lang,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.upload) headers['Content-Type'] = 'application/octet-stream';
    if (STATE_CHANGING.has(method)) {
      const xsrf = await xsrfToken();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }

    let response: Response;
    try {
      const url = options.file ? path : `${baseUrl}${path}${queryString(options.query)}`;
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: options.upload ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw toApiError(null, undefined, lang);
    }

    if (response.ok && options.file) return (await response.blob()) as T;
    const body = await readBody(response);
    if (response.ok) return body as T;
    const error = toApiError(response.status, body, lang);
    if (error.type === 'unauthorized' && !options.authenticate) deps.onUnauthorized(token, error);
    throw error;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
    /** A file at an address the API gave (see RequestOptions.file), with the same headers and errors. */
    getFile: (url: string, options?: Pick<RequestOptions, 'signal'>) =>
      request<Blob>('GET', url, { ...options, file: true }),
  };
}
