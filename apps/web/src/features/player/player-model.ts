import {
  type TPoll,
  type TPollRemoved,
  type TPollResults,
  type TQuestion,
  type TQuestionHidden,
  type TQuestionVotes,
  UNREAD_BADGE_CAP,
} from '@atrium/contracts';

/** What the player's content area shows (spec 2 §2.8 "Content chosen by type", and native streams). */
export type TContentKind =
  | { kind: 'hls'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'audio'; src: string }
  | { kind: 'embed'; src: string }
  | { kind: 'pdf'; src: string }
  | { kind: 'office'; src: string }
  | { kind: 'image'; src: string }
  | { kind: 'frame'; src: string }
  | { kind: 'external'; src: string }
  | { kind: 'none' };

/** The file name's extension of an address (signed addresses carry their query after it). */
export function extensionOf(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isHttps(address: string): boolean {
  return /^https:\/\//i.test(address);
}

/**
 * spec 2 §5: the video field holds an address or an `<iframe>` tag; a tag stands for the
 * address in its `src` (nothing else of the tag is kept: the player makes its own frame).
 */
export function iframeAddress(value: string): string {
  const text = value.trim();
  if (!/^<iframe[\s>]/i.test(text)) return text;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(text);
  return (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').replace(/&amp;/g, '&').trim();
}

/** Recordings without pictures, played by the audio player. */
const AUDIO_EXTENSIONS = new Set(['wav', 'mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus']);

/**
 * A session's content: a stream or recording the organiser serves (HLS or a video file) plays in
 * the page's own video element, a sound recording in the audio player, another https address is
 * an embedded player, else the external content button, else nothing (the no-content banner).
 * Besides https, addresses on the event's own site (`/…`) play too.
 */
export function sessionContent(s: { videoIFrameUri: string; externalContentUri: string }): TContentKind {
  const video = iframeAddress(s.videoIFrameUri);
  if (isHttps(video) || /^\/(?!\/)/.test(video)) {
    const extension = extensionOf(video);
    if (extension === 'm3u8') return { kind: 'hls', src: video };
    if (extension === 'mp4' || extension === 'webm') return { kind: 'video', src: video };
    if (AUDIO_EXTENSIONS.has(extension)) return { kind: 'audio', src: video };
    if (isHttps(video)) return { kind: 'embed', src: video };
  }
  if (s.externalContentUri.trim()) return { kind: 'external', src: s.externalContentUri.trim() };
  return { kind: 'none' };
}

/**
 * A presentation's content (spec 2 §2.8): the poster first (a PDF in the viewer, a picture, an
 * https page in a frame), then the slides (a PDF in the viewer, pptx in an online office
 * viewer), else nothing; its audio plays in the audio player beside whichever is shown.
 */
export function presentationContent(p: {
  posterUploadUri: string | null;
  presentationFileUri: string | null;
}): TContentKind {
  for (const address of [p.posterUploadUri, p.presentationFileUri]) {
    if (!address) continue;
    const extension = extensionOf(address);
    if (extension === 'pdf') return { kind: 'pdf', src: address };
    if (extension === 'jpg' || extension === 'jpeg' || extension === 'png') return { kind: 'image', src: address };
    if (extension === 'pptx' || extension === 'ppt') return { kind: 'office', src: address };
    if (isHttps(address)) return { kind: 'frame', src: address };
  }
  return { kind: 'none' };
}

/** The office viewer's address of a file (it fetches the file itself: it needs an absolute address). */
export function officeViewerAddress(fileAddress: string, origin: string): string {
  const absolute = new URL(fileAddress, origin).toString();
  return `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(absolute)}`;
}

export type TDrawerTab = 'details' | 'chat' | 'questions' | 'polls' | 'users' | 'vote' | 'related' | 'translation';

/**
 * spec 2 §2.8 "Tab rules": details always; chat when live with chat enabled (then it is the
 * active tab, with the user list); a live session without chat has the user list only;
 * questions with enableComments; vote and translation with their addresses; related when the
 * event enables it. Polls beside questions, while the session is live or for its moderators
 * (who prepare them ahead). Chat, questions, polls, users, vote and translation need a signed-in user.
 */
export function drawerTabs(
  s: {
    isLive: boolean;
    enableChat: boolean;
    enableComments: boolean;
    externalVotingUri: string;
    externalTranslationUri: string;
  },
  signedIn: boolean,
  relatedEnabled: boolean,
  isMod = false,
): { tabs: TDrawerTab[]; initial: TDrawerTab } {
  const tabs: TDrawerTab[] = ['details'];
  const chat = signedIn && s.isLive && s.enableChat;
  if (chat) tabs.push('chat');
  if (signedIn && s.enableComments) tabs.push('questions');
  if (signedIn && (s.isLive || isMod)) tabs.push('polls');
  if (signedIn && s.isLive) tabs.push('users');
  if (signedIn && s.externalVotingUri) tabs.push('vote');
  if (relatedEnabled) tabs.push('related');
  if (signedIn && s.externalTranslationUri) tabs.push('translation');
  return { tabs, initial: chat ? 'chat' : 'details' };
}

export type TQuestionEvent =
  | { type: 'posted' | 'approved' | 'replied' | 'updated'; question: TQuestion }
  | { type: 'hidden'; hidden: TQuestionHidden }
  | { type: 'votes'; votes: TQuestionVotes };

/**
 * A question list kept current by the hub's events. The server sends an attendee only what they
 * may see; moderators keep hidden questions (marked) where attendees drop them. The caller's own
 * vote flag is kept (broadcasts carry none).
 */
export function applyQuestionEvent(list: readonly TQuestion[], event: TQuestionEvent, isMod: boolean): TQuestion[] {
  switch (event.type) {
    case 'hidden': {
      const { id } = event.hidden;
      return isMod
        ? list.map((q) => (q.id === id ? { ...q, isHidden: true, isApproved: false } : q))
        : list.filter((q) => q.id !== id);
    }
    case 'votes':
      return list.map((q) => (q.id === event.votes.id ? { ...q, votes: event.votes.votes } : q));
    default: {
      const incoming = event.question;
      const found = list.find((q) => q.id === incoming.id);
      if (found) return list.map((q) => (q.id === incoming.id ? { ...incoming, voted: found.voted } : q));
      // A change to a question one never had (a photo reset) is not a reason to show it.
      if (event.type === 'updated' && !isMod) return [...list];
      return [incoming, ...list].sort((a, b) => b.id - a.id);
    }
  }
}

export type TQuestionSort = 'newest' | 'votes';

export function sortQuestions(list: readonly TQuestion[], sort: TQuestionSort): TQuestion[] {
  return [...list].sort((a, b) => (sort === 'votes' ? b.votes - a.votes || b.id - a.id : b.id - a.id));
}

/** Questions of one presentation, or of the whole session (null). */
export function questionsOf(list: readonly TQuestion[], presentationId: number | null): TQuestion[] {
  return presentationId === null ? [...list] : list.filter((q) => q.presentationId === presentationId);
}

/** spec 2 §4 "Unread badges": new items while the tab is not active, capped at 100. */
export function unreadCount(ids: readonly number[], lastSeenId: number): number {
  let n = 0;
  for (const id of ids) if (id > lastSeenId) n++;
  return Math.min(UNREAD_BADGE_CAP, n);
}

/**
 * The newest question counted as seen: none until the list first loads (null), then the newest
 * of that first list (0 when it was empty, so that the first question of an empty session
 * counts as new), then the newest whenever the questions tab is in view.
 */
export function seenQuestionAfter(
  seen: number | null,
  loaded: boolean,
  newest: number,
  viewing: boolean,
): number | null {
  if (seen === null) return loaded ? newest : null;
  return viewing ? newest : seen;
}

/** spec 2 §9: a rating shows one decimal. */
export function formatRating(rating: number | null, locale: string): string {
  if (rating === null) return '–';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The wall-clock time of an ISO time with the event's offset ("2026-06-01T09:30:00+02:00" → "09:30"). */
export function clockTime(iso: string): string {
  return /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
}

/** A presentation's speaker as shown: the organiser's override wins. */
export function speakerDisplayName(p: { speakerName: string; speakerNameOverride: string }): string {
  return p.speakerNameOverride.trim() || p.speakerName;
}

export type TPollEvent =
  | { type: 'changed'; poll: TPoll }
  | { type: 'removed'; removed: TPollRemoved }
  | { type: 'results'; results: TPollResults };

/**
 * A session's polls kept current by the hub's events (oldest first). Broadcasts carry no choice:
 * the caller's own is kept. A change without results (held back from attendees) keeps the
 * results a moderator already has; results older than what is shown do not come back (each send
 * counts every vote before it, so the most voters is the newest).
 */
export function applyPollEvent(list: readonly TPoll[], event: TPollEvent, isMod: boolean): TPoll[] {
  switch (event.type) {
    case 'removed':
      return list.filter((p) => p.id !== event.removed.id);
    case 'results':
      return list.map((p) => (p.id === event.results.pollId ? { ...p, results: event.results } : p));
    case 'changed': {
      const incoming = event.poll;
      if (incoming.state === 'draft' && !isMod) return list.filter((p) => p.id !== incoming.id);
      const found = list.find((p) => p.id === incoming.id);
      if (!found) return [...list, incoming].sort((a, b) => a.id - b.id);
      const results = incoming.results ?? (isMod ? found.results : null);
      return list.map((p) => (p.id === incoming.id ? { ...incoming, results, myChoice: found.myChoice } : p));
    }
  }
}

/** Whether the viewer sees a poll's results: moderators always; attendees unless held back and not shown. */
export function pollResultsVisible(poll: TPoll, isMod: boolean): boolean {
  return poll.results !== null && (isMod || !poll.holdResults || poll.resultsShown);
}

/** Each option's votes and its share of the voters, in whole percent (multiple choice may sum over 100). */
export function pollBars(poll: TPoll): { optionId: number; text: string; votes: number; percent: number }[] {
  const voters = poll.results?.voters ?? 0;
  return poll.options.map((o) => {
    const votes = poll.results?.counts.find((c) => c.optionId === o.id)?.votes ?? 0;
    return { optionId: o.id, text: o.text, votes, percent: voters ? Math.round((votes / voters) * 100) : 0 };
  });
}

/** The choice after ticking an option: a single-choice poll takes that one, a multiple one toggles it. */
export function toggleChoice(poll: Pick<TPoll, 'multiple'>, choice: readonly number[], optionId: number): number[] {
  if (!poll.multiple) return [optionId];
  return choice.includes(optionId)
    ? choice.filter((id) => id !== optionId)
    : [...choice, optionId].sort((a, b) => a - b);
}
