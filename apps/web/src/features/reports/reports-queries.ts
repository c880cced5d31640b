import { reportsRoutes, type TReportEntityType } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated } from '../../auth/session-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';

const STALE_MS = 60_000;

export const reportKeys = {
  all: (platformId: number) => ['reports', platformId] as const,
  summary: (platformId: number, period: number) => ['reports', platformId, 'summary', period] as const,
  entities: (platformId: number, type: TReportListType) => ['reports', platformId, 'entities', type] as const,
  typeSummary: (platformId: number, type: TReportEntityType) => ['reports', platformId, 'type', type] as const,
  uniqueUsers: (platformId: number, type: TReportEntityType, entityId: number) =>
    ['reports', platformId, 'uniqueusers', type, entityId] as const,
  messages: (platformId: number) => ['reports', platformId, 'messages'] as const,
  entityMessages: (platformId: number, entityId: number) => ['reports', platformId, 'messages', entityId] as const,
  adClicks: (platformId: number) => ['reports', platformId, 'adclicks'] as const,
};

/** The entity lists of the unique-users report (spec 2 §2.9): sessions with their presentations, posters, stands. */
export type TReportListType = 'sessions' | 'posters' | 'sponsors';

/**
 * Report routes are reachable by visitors (spec 2 §2.9) and the server decides: a visitor's
 * 401 is shown as "sign in" on the page instead of leaving it; a signed-in person's 401 still
 * refreshes the token and retries.
 */
const access = () => ({ handleUnauthorized: isAuthenticated() });

/** GET /report/summary?period=: views over time. */
export function useReportSummary(period: number) {
  const { platformId, eventCode } = usePlatform();
  return useQuery({
    queryKey: reportKeys.summary(platformId, period),
    queryFn: ({ signal }) =>
      apiCall(reportsRoutes.summary, {
        params: { platformId },
        query: { period, eventCode },
        signal,
        ...access(),
      }),
    staleTime: STALE_MS,
  });
}

/** GET /report/sessions, /posters or /sponsors: the entities of a type with their figures. */
export function useReportEntities(type: TReportListType | null) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.entities(platformId, type ?? 'sessions'),
    queryFn: ({ signal }) =>
      apiCall(reportsRoutes[type ?? 'sessions'], { params: { platformId }, signal, ...access() }),
    enabled: type !== null,
    staleTime: STALE_MS,
  });
}

/** GET /report/alluniqueusers?type=: the type's summary. */
export function useTypeSummary(type: TReportEntityType) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.typeSummary(platformId, type),
    queryFn: ({ signal }) =>
      apiCall(reportsRoutes.allUniqueUsers, {
        params: { platformId },
        query: { type },
        signal,
        ...access(),
      }),
    staleTime: STALE_MS,
  });
}

/** GET /report/{entityId}/uniqueusertable?type=: who came to one entity (null: none chosen yet). */
export function useUniqueUserTable(entity: { type: TReportEntityType; id: number } | null) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.uniqueUsers(platformId, entity?.type ?? 'EVENT_PLATFORM', entity?.id ?? 0),
    queryFn: ({ signal }) =>
      apiCall(reportsRoutes.uniqueUserTable, {
        params: { platformId, entityId: entity?.id ?? 0 },
        query: { type: entity?.type ?? 'EVENT_PLATFORM' },
        signal,
        ...access(),
      }),
    enabled: entity !== null,
    staleTime: STALE_MS,
  });
}

/** GET /report/messages: the event's totals and its sessions. */
export function useMessagesReport() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.messages(platformId),
    queryFn: ({ signal }) => apiCall(reportsRoutes.messages, { params: { platformId }, signal, ...access() }),
    staleTime: STALE_MS,
  });
}

/** GET /report/{sessionId}/messages: one session's chat messages and questions (null: none chosen). */
export function useEntityMessages(entityId: number | null) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.entityMessages(platformId, entityId ?? 0),
    queryFn: ({ signal }) =>
      apiCall(reportsRoutes.entityMessages, {
        params: { platformId, entityId: entityId ?? 0 },
        signal,
        ...access(),
      }),
    enabled: entityId !== null,
    staleTime: STALE_MS,
  });
}

/** GET /report/adclicks: clicks per ad. */
export function useAdClicksReport() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: reportKeys.adClicks(platformId),
    queryFn: ({ signal }) => apiCall(reportsRoutes.adClicks, { params: { platformId }, signal, ...access() }),
    staleTime: STALE_MS,
  });
}
