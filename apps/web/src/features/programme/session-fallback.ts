import type { TCalendarSession, TProgrammeResponse, TProgrammeSessionDetail } from '@atrium/contracts';
import type { QueryClient } from '@tanstack/react-query';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A session as a programme answer already in this tab has it, if one has. */
export function sessionInProgramme(
  queryClient: QueryClient,
  platformId: number,
  sessionId: number,
): TCalendarSession | undefined {
  for (const [, data] of queryClient.getQueriesData<TProgrammeResponse>({ queryKey: ['programme', platformId] })) {
    const found = Array.isArray(data?.sessions) ? data.sessions.find((s) => s.id === sessionId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The session dialog's stand-in for a detail that cannot be fetched (no connection, no copy
 * kept): what the programme's answer says of the session (times, room, moderators, theme, type,
 * the description's excerpt, the presentations), and nothing it does not know.
 */
export function detailFromProgramme(session: TCalendarSession): TProgrammeSessionDetail {
  return {
    ...session,
    description: session.description ? `<p>${escapeHtml(session.description)}</p>` : '',
    roomAlias: '',
    keywords: [],
    duration: Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000),
    isSession: true,
    videoIFrameUri: '',
    externalMeetingUri: '',
    enableChat: false,
    enableComments: false,
    moderatorItems: [],
    speakerItems: [],
    links: [],
    url: '',
    recordingAllowed: false,
    presentations: session.presentations.map((p) => ({ ...p, description: p.description ?? '' })),
  };
}
