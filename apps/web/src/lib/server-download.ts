import { isMessageKey } from '@brewline/contracts/messages';
import { ApiError, ConnectionError } from './api-client';
import { sessionStore } from './session-store';

/**
 * Downloads a file the server writes (a streamed .xlsx of every row of a report, not only the page on screen): fetched
 * with the bearer header like every call — the token never goes into a link — then handed to the browser under the
 * name given. Refusals become ApiError / ConnectionError as with api().
 */
export async function downloadFromServer(path: string, fileName: string): Promise<void> {
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch (error) {
    throw new ConnectionError((error as Error).message);
  }
  if (!response.ok) {
    if (response.status >= 500) throw new ConnectionError(`HTTP ${response.status}`);
    if (response.status === 401 && token) sessionStore.signOut();
    const body = (await response.json().catch(() => null)) as { error?: { message?: string; messageKey?: string } } | null;
    const messageKey = body?.error?.messageKey;
    throw new ApiError(
      response.status,
      'UNKNOWN',
      body?.error?.message ?? `HTTP ${response.status}`,
      isMessageKey(messageKey) ? messageKey : undefined,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; free the memory on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
