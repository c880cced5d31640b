import { buildPath } from '@atrium/contracts';
import { toApiError } from '../../api/api-error.ts';
import { refreshSession } from '../../api/http.ts';
import { getSession } from '../../auth/session-store.ts';
import { fileNameFromDisposition } from './report-model.ts';

export type TReportDownload = {
  /** A route of `reportsRoutes`. */
  route: { path: string };
  params: Record<string, string | number>;
  query?: Record<string, string>;
  /** The name to save under when the answer names no file. */
  fallbackName: string;
};

async function fetchFile(url: string, language: string): Promise<Response> {
  const token = getSession().tokens?.accessToken;
  // The server writes the sheet's headers in the language asked for: the interface's.
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { headers, credentials: 'same-origin' });
}

/**
 * spec 2 §2.9: a report as a spreadsheet (`format=xlsx`). The answer is a file, not JSON, so
 * it is fetched here with the bearer token (refreshed once on a 401, as the API client does)
 * and saved through a link to its bytes, under the name the server gives it (spec 2 §10).
 */
export async function downloadReport(
  { route, params, query = {}, fallbackName }: TReportDownload,
  language: string,
): Promise<string> {
  const search = new URLSearchParams({ ...query, format: 'xlsx' });
  const url = `${buildPath(route.path, params)}?${search.toString()}`;
  let response = await fetchFile(url, language);
  if (response.status === 401 && getSession().tokens && (await refreshSession()))
    response = await fetchFile(url, language);
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw toApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the address can go after this turn.
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
  return name;
}
