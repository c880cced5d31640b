import {
  PERMISSION_ANSWER_KEY,
  PERMISSION_ANSWER_PATH,
  submitRoutes,
  type TPermissionQuestion,
  type TSubmitPresentation,
  type TSubmitSession,
  type TUploadArea,
} from '@atrium/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError, reportError } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { putFile } from './submit-upload.ts';

/** Query keys of the submission area. */
export const submitKeys = {
  all: (platformId: number) => ['submit', platformId] as const,
  settings: (platformId: number) => ['submit', platformId, 'settings'] as const,
  list: (platformId: number, posters: boolean) => ['submit', platformId, 'list', posters] as const,
  sessions: (platformId: number) => ['submit', platformId, 'sessions'] as const,
};

/** A 403 stays on the page (the screen says the area is not for this account); nothing is retried then. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 403 || error.status === 404)) && count < 2;

/** GET /api/platform/{id}/submit: the submit settings (spec 3 §3). */
export function useSubmitSettings() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: submitKeys.settings(platformId),
    queryFn: ({ signal }) =>
      apiCall(submitRoutes.settings, { params: { platformId }, redirectOnNotFound: false, signal }),
    retry: retryUnlessRefused,
  });
}

/** GET /api/v2/…/submit/presentations[?posters=true]: what the caller may submit files for. */
export function useSubmitPresentations(posters: boolean, enabled: boolean) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: submitKeys.list(platformId, posters),
    queryFn: ({ signal }) =>
      apiCall(submitRoutes.presentations, {
        params: { platformId },
        query: posters ? { posters: 'true' } : {},
        redirectOnNotFound: false,
        signal,
      }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** GET /api/v2/…/submit/sessions: sessions with their presentations, view only. */
export function useSubmitSessions(enabled: boolean) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: submitKeys.sessions(platformId),
    queryFn: ({ signal }) =>
      apiCall(submitRoutes.sessions, { params: { platformId }, redirectOnNotFound: false, signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/**
 * Puts the server's answer for one presentation (after an upload, a removal or an answer) in
 * every list that shows it, so the row's button turns green or back at once. The session
 * list's copy stays view only (`canEdit` as it was).
 */
export function storePresentation(queryClient: QueryClient, platformId: number, next: TSubmitPresentation): void {
  for (const posters of [false, true]) {
    queryClient.setQueryData<TSubmitPresentation[]>(submitKeys.list(platformId, posters), (list) =>
      list?.map((p) => (p.id === next.id ? next : p)),
    );
  }
  queryClient.setQueryData<TSubmitSession[]>(submitKeys.sessions(platformId), (sessions) =>
    sessions?.map((s) => ({
      ...s,
      presentations: s.presentations.map((p) => (p.id === next.id ? { ...next, canEdit: p.canEdit } : p)),
    })),
  );
}

/**
 * Answers given and not yet confirmed, per presentation: a later answer must not be undone by
 * an earlier one's reply. One small map per presentation answered in this tab.
 */
const pendingAnswers = new Map<number, Map<string, { value: boolean; token: number }>>();
let answerToken = 0;

/** Puts some fields of one presentation in every list that shows it. */
function patchPresentation(
  queryClient: QueryClient,
  platformId: number,
  id: number,
  fields: Partial<TSubmitPresentation>,
): void {
  const patch = (p: TSubmitPresentation) => (p.id === id ? { ...p, ...fields } : p);
  for (const posters of [false, true]) {
    queryClient.setQueryData<TSubmitPresentation[]>(submitKeys.list(platformId, posters), (list) => list?.map(patch));
  }
  queryClient.setQueryData<TSubmitSession[]>(submitKeys.sessions(platformId), (sessions) =>
    sessions?.map((s) => ({ ...s, presentations: s.presentations.map(patch) })),
  );
}

/**
 * spec 3 §4: each answer is sent at once; a failure is only logged (spec 3 §8). The answer
 * shows in the cache straight away so that Finish and the file areas follow the choice; the
 * server's reply replaces the presentation, except for answers given since and still on
 * their way (replies may arrive in any order).
 */
export function useAnswerQuestion(presentation: TSubmitPresentation) {
  const { platformId } = usePlatform();
  const queryClient = useQueryClient();
  const { id } = presentation;
  return useCallback(
    (question: TPermissionQuestion, value: boolean) => {
      const key = PERMISSION_ANSWER_KEY[question];
      const pending = pendingAnswers.get(id) ?? new Map<string, { value: boolean; token: number }>();
      pendingAnswers.set(id, pending);
      answerToken += 1;
      const token = answerToken;
      pending.set(key, { value, token });
      patchPresentation(queryClient, platformId, id, { [key]: value });
      const settle = () => {
        if (pending.get(key)?.token === token) pending.delete(key);
      };
      apiCall(submitRoutes.answer, {
        params: { platformId, id, answer: PERMISSION_ANSWER_PATH[question] },
        query: { value: value ? 'true' : 'false' },
        redirectOnNotFound: false,
      })
        .then((next) => {
          settle();
          const stillOnTheirWay = Object.fromEntries([...pending].map(([k, v]) => [k, v.value]));
          storePresentation(queryClient, platformId, { ...next, ...stillOnTheirWay });
        })
        .catch((error: unknown) => {
          settle();
          reportError('submit: answer not saved', error);
        });
    },
    [platformId, id, queryClient],
  );
}

export type TUploadHandlers = {
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
};

/**
 * spec 3 §4 "File upload": asks where to put the file (token), sends its bytes there with
 * progress and cancel (XMLHttpRequest: fetch reports no upload progress), then registers it;
 * the answer is the presentation with the new file.
 */
export async function uploadFile(
  platformId: number,
  presentationId: number,
  area: TUploadArea,
  file: File,
  { onProgress, signal }: TUploadHandlers,
): Promise<TSubmitPresentation> {
  const target = await apiCall(submitRoutes.token, {
    params: { platformId, id: presentationId },
    query: { orgFileName: file.name, type: area, size: file.size },
    redirectOnNotFound: false,
    signal,
  });
  await putFile(target, file, { onProgress, signal });
  return apiCall(submitRoutes.register, {
    params: { platformId, id: presentationId },
    query: { type: area },
    body: { blobUri: target.blobUri },
    redirectOnNotFound: false,
    signal,
  });
}

/** spec 3 §4: removal and revert delete the file by its name and area. */
export function removeFile(
  platformId: number,
  presentationId: number,
  area: TUploadArea,
  name: string,
): Promise<TSubmitPresentation> {
  return apiCall(submitRoutes.remove, {
    params: { platformId, id: presentationId },
    query: { orgFileName: name, type: area },
    redirectOnNotFound: false,
  });
}
