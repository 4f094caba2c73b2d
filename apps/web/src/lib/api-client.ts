import type { ErrorCode } from '@brewline/contracts/errors';
import type { ApiErrorBody } from '@brewline/contracts/schemas/errors';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { adoptFirstResponse } from './first-responses';
import { sessionStore } from './session-store';

/** An answer from the API other than 2xx, carrying the server's code and message key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'UNKNOWN',
    message: string,
    readonly messageKey: MessageKey | undefined,
    readonly field?: string,
    /** The request's id (X-Request-Id), for support to find the server's log lines of the call. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all. */
export class ConnectionError extends Error {}

/**
 * A request's query parameters, in the order given. A value that is undefined, null or '' (or an empty list) is not
 * sent; a list is one parameter, its items separated by commas (valueIds=3,4).
 */
export type QueryValues = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/** One key or value as URLSearchParams encodes it. */
const encoded = (text: string) => new URLSearchParams({ _: text }).toString().slice(2);

/** `path` with the query parameters that have a value, encoded as URLSearchParams does; `path` alone when none has. */
export function withQuery(path: string, query: QueryValues | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const items = Array.isArray(value) ? (value as readonly (string | number)[]) : [value as string | number | boolean];
    if (items.length > 0) parts.push(`${encoded(key)}=${items.map((item) => encoded(String(item))).join(',')}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The query string, built here rather than by hand (see withQuery). */
  query?: QueryValues;
}

/** The one way the web app talks to the API: bearer header, JSON both ways, error bodies as ApiError. */
export async function api<T>(pathOnly: string, { method = 'GET', body, signal, query }: RequestOptions = {}): Promise<T> {
  const path = withQuery(pathOnly, query);
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    // The first read of a daily screen's figures may already be on its way since the page was parsed (decision 279).
    const adopted = method === 'GET' && body === undefined ? adoptFirstResponse(path, token) : undefined;
    response = await (adopted ?? fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConnectionError((error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;
  throw refusal(response.status, payload, token);
}

/** What a non-2xx answer becomes: the server's error body as ApiError, else a ConnectionError for 5xx. */
function refusal(status: number, payload: unknown, token: string | undefined): ApiError | ConnectionError {
  if (status === 401 && token) sessionStore.signOut();
  if (!isErrorBody(payload)) {
    if (status >= 500 || status === 0) return new ConnectionError(`HTTP ${status}`);
    return new ApiError(status, 'UNKNOWN', `HTTP ${status}`, undefined);
  }
  const { code, message, messageKey, field, requestId } = payload.error;
  return new ApiError(status, code, message, isMessageKey(messageKey) ? messageKey : undefined, field, requestId);
}

/**
 * PUT (or POST) a file's bytes with upload progress (0-100). XMLHttpRequest rather than fetch: fetch cannot report
 * upload progress, and a slow phone connection needs it. Same bearer header and the same ApiError / ConnectionError as
 * api().
 */
export function uploadWithProgress<T>(
  path: string,
  body: Blob,
  onProgress: (percent: number) => void,
  method: 'PUT' | 'POST' = 'PUT',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('content-type', body.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    const token = sessionStore.get()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ConnectionError('upload failed'));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // not JSON: judged by its status below
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(refusal(request.status, payload, token));
    };
    request.send(body);
  });
}

// A shape check rather than the zod schema: it keeps zod out of the pages that only sign in.
function isErrorBody(payload: unknown): payload is ApiErrorBody {
  const error = (payload as ApiErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}
