import type { ApiErrorBody, ErrorCode } from '@brewline/contracts/errors';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { sessionStore } from './session-store';

/** An answer from the API other than 2xx, carrying the server's code and message key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'UNKNOWN',
    message: string,
    readonly messageKey: MessageKey | undefined,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all. */
export class ConnectionError extends Error {}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The one way the web app talks to the API: bearer header, JSON both ways, error bodies as ApiError. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConnectionError((error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;
  if (response.status === 401 && token) sessionStore.signOut();
  if (!isErrorBody(payload)) {
    if (response.status >= 500 || response.status === 0) throw new ConnectionError(`HTTP ${response.status}`);
    throw new ApiError(response.status, 'UNKNOWN', `HTTP ${response.status}`, undefined);
  }
  const { code, message, messageKey, field } = payload.error;
  throw new ApiError(response.status, code, message, isMessageKey(messageKey) ? messageKey : undefined, field);
}

// A shape check rather than the zod schema: it keeps zod out of the pages that only sign in.
function isErrorBody(payload: unknown): payload is ApiErrorBody {
  const error = (payload as ApiErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}
