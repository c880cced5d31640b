import type { TPoll, TQuestion } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyPollEvent,
  applyQuestionEvent,
  drawerTabs,
  extensionOf,
  formatRating,
  officeViewerAddress,
  pollBars,
  pollResultsVisible,
  presentationContent,
  seenQuestionAfter,
  sessionContent,
  sortQuestions,
  toggleChoice,
  unreadCount,
} from './player-model.ts';

const question = (id: number, extra: Partial<TQuestion> = {}): TQuestion => ({
  id,
  sessionId: 1,
  presentationId: null,
  userId: 9,
  userName: 'Ann Lee',
  userPhotoUri: '',
  text: `Question ${id}?`,
  timeStamp: '2026-06-01T10:00:00.000Z',
  isApproved: true,
  isHidden: false,
  parentId: null,
  replies: [],
  votes: 0,
  voted: false,
  ...extra,
});

describe('content by type', () => {
  it('reads the extension of signed and plain addresses', () => {
    expect(extensionOf('/files/e1/p1/x/poster.PDF?expires=1&sig=2')).toBe('pdf');
    expect(extensionOf('https://cdn.example.test/live/stream.m3u8#t=1')).toBe('m3u8');
    expect(extensionOf('https://example.test/watch')).toBe('');
  });

  it('plays streams and files natively, embeds other https players, else the external button or nothing', () => {
    const s = (videoIFrameUri: string, externalContentUri = '') =>
      sessionContent({ videoIFrameUri, externalContentUri });
    expect(s('https://cdn.example.test/live/index.m3u8')).toEqual({
      kind: 'hls',
      src: 'https://cdn.example.test/live/index.m3u8',
    });
    expect(s('/media/talk.mp4')).toEqual({ kind: 'video', src: '/media/talk.mp4' });
    expect(s('/media/demo/recording-2.wav')).toEqual({ kind: 'audio', src: '/media/demo/recording-2.wav' });
    expect(s('https://cdn.example.test/talk.MP3?sig=1')).toEqual({
      kind: 'audio',
      src: 'https://cdn.example.test/talk.MP3?sig=1',
    });
    // An address on another site without its scheme is not the event's own.
    expect(s('//elsewhere.example.test/talk.mp4')).toEqual({ kind: 'none' });
    expect(s('https://player.example.test/embed/42')).toEqual({
      kind: 'embed',
      src: 'https://player.example.test/embed/42',
    });
    expect(s('http://insecure.example.test/embed', 'https://meet.example.test')).toEqual({
      kind: 'external',
      src: 'https://meet.example.test',
    });
    expect(s('data:text/html,hello')).toEqual({ kind: 'none' });
    // spec 2 §5: an iframe tag stands for its https address.
    expect(
      s('<iframe width="560" src="https://player.example.test/embed/7?a=1&amp;b=2" allowfullscreen></iframe>'),
    ).toEqual({
      kind: 'embed',
      src: 'https://player.example.test/embed/7?a=1&b=2',
    });
    expect(s("<IFRAME src='http://insecure.example.test/x'></IFRAME>")).toEqual({ kind: 'none' });
    expect(s('')).toEqual({ kind: 'none' });
  });

  it('shows a presentation’s poster first, then its slides', () => {
    expect(
      presentationContent({ posterUploadUri: '/files/a/poster.pdf?s=1', presentationFileUri: '/files/a/s.pptx' }),
    ).toEqual({
      kind: 'pdf',
      src: '/files/a/poster.pdf?s=1',
    });
    expect(presentationContent({ posterUploadUri: '/files/a/poster.png', presentationFileUri: null }).kind).toBe(
      'image',
    );
    expect(presentationContent({ posterUploadUri: null, presentationFileUri: '/files/a/slides.pptx' }).kind).toBe(
      'office',
    );
    expect(
      presentationContent({ posterUploadUri: 'https://posters.example.test/12', presentationFileUri: null }).kind,
    ).toBe('frame');
    expect(presentationContent({ posterUploadUri: null, presentationFileUri: null })).toEqual({ kind: 'none' });
  });

  it('gives the office viewer an absolute address', () => {
    expect(officeViewerAddress('/files/a/s.pptx?sig=1', 'https://event.example.test')).toBe(
      'https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Fevent.example.test%2Ffiles%2Fa%2Fs.pptx%3Fsig%3D1',
    );
  });
});

describe('drawer tabs (spec 2 §2.8)', () => {
  const base = {
    isLive: true,
    enableChat: true,
    enableComments: true,
    externalVotingUri: '',
    externalTranslationUri: '',
  };
  it('opens on chat in a live session with chat, with the user list', () => {
    expect(drawerTabs(base, true, false)).toEqual({
      tabs: ['details', 'chat', 'questions', 'polls', 'users'],
      initial: 'chat',
    });
  });
  it('has the user list only in a live session without chat', () => {
    expect(drawerTabs({ ...base, enableChat: false, enableComments: false }, true, false)).toEqual({
      tabs: ['details', 'polls', 'users'],
      initial: 'details',
    });
  });
  it('opens on details when the session is not live', () => {
    expect(drawerTabs({ ...base, isLive: false }, true, false)).toEqual({
      tabs: ['details', 'questions'],
      initial: 'details',
    });
  });
  it('gives a session’s moderators the polls before it is live', () => {
    expect(drawerTabs({ ...base, isLive: false }, true, false, true).tabs).toEqual(['details', 'questions', 'polls']);
  });
  it('gives visitors details and related only', () => {
    const all = { ...base, externalVotingUri: 'https://v', externalTranslationUri: 'https://t' };
    expect(drawerTabs(all, false, true)).toEqual({ tabs: ['details', 'related'], initial: 'details' });
    expect(drawerTabs(all, true, true).tabs).toEqual([
      'details',
      'chat',
      'questions',
      'polls',
      'users',
      'vote',
      'related',
      'translation',
    ]);
  });
});

describe('questions kept current by the hub', () => {
  it('adds a new question on top, once', () => {
    const list = [question(1)];
    const once = applyQuestionEvent(list, { type: 'posted', question: question(2) }, false);
    expect(once.map((q) => q.id)).toEqual([2, 1]);
    expect(applyQuestionEvent(once, { type: 'approved', question: question(2) }, false).map((q) => q.id)).toEqual([
      2, 1,
    ]);
  });
  it('drops a hidden question for attendees and marks it for moderators', () => {
    const list = [question(1), question(2)];
    const hidden = { type: 'hidden' as const, hidden: { id: 1, sessionId: 1, presentationId: null } };
    expect(applyQuestionEvent(list, hidden, false).map((q) => q.id)).toEqual([2]);
    expect(applyQuestionEvent(list, hidden, true).find((q) => q.id === 1)?.isHidden).toBe(true);
  });
  it('keeps the caller’s vote flag through updates, and counts votes', () => {
    const list = [question(1, { voted: true, votes: 1 })];
    const replied = applyQuestionEvent(list, { type: 'replied', question: question(1, { votes: 1 }) }, false);
    expect(replied[0]?.voted).toBe(true);
    const votes = applyQuestionEvent(replied, { type: 'votes', votes: { id: 1, sessionId: 1, votes: 3 } }, false);
    expect(votes[0]?.votes).toBe(3);
  });
  it('sorts by votes, then newest', () => {
    const list = [question(1, { votes: 2 }), question(2), question(3, { votes: 2 })];
    expect(sortQuestions(list, 'votes').map((q) => q.id)).toEqual([3, 1, 2]);
    expect(sortQuestions(list, 'newest').map((q) => q.id)).toEqual([3, 2, 1]);
  });
});

describe('badges and ratings', () => {
  it('caps unread at 100', () => {
    expect(unreadCount([1, 2, 3], 1)).toBe(2);
    expect(
      unreadCount(
        Array.from({ length: 150 }, (_, i) => i + 1),
        0,
      ),
    ).toBe(100);
  });
  it('shows one decimal', () => {
    expect(formatRating(3.25, 'en')).toBe('3.3');
    expect(formatRating(4, 'fr')).toBe('4,0');
    expect(formatRating(null, 'en')).toBe('–');
  });
});

describe('questions counted as seen (the unread badge)', () => {
  it('counts the first question of an empty session as new', () => {
    let seen = seenQuestionAfter(null, false, 0, false);
    expect(seen).toBeNull();
    seen = seenQuestionAfter(seen, true, 0, false);
    expect(seen).toBe(0);
    // The first question arrives while another tab is in view.
    seen = seenQuestionAfter(seen, true, 41, false);
    expect(unreadCount([41], seen as number)).toBe(1);
    // Viewing the tab sees it.
    seen = seenQuestionAfter(seen, true, 41, true);
    expect(unreadCount([41], seen as number)).toBe(0);
  });

  it('takes the questions of the first list as seen', () => {
    const seen = seenQuestionAfter(null, true, 12, false);
    expect(unreadCount([10, 12, 13], seen as number)).toBe(1);
  });
});

describe('polls kept current by the hub', () => {
  const poll = (id: number, extra: Partial<TPoll> = {}): TPoll => ({
    id,
    sessionId: 1,
    question: `Poll ${id}?`,
    options: [
      { id: 1, text: 'Yes' },
      { id: 2, text: 'No' },
    ],
    multiple: false,
    anonymous: false,
    holdResults: false,
    state: 'open',
    resultsShown: false,
    results: null,
    myChoice: [],
    timeStamp: '2026-06-01T10:00:00.000Z',
    ...extra,
  });
  const results = (pollId: number, yes: number, no: number) => ({
    pollId,
    sessionId: 1,
    voters: yes + no,
    counts: [
      { optionId: 1, votes: yes },
      { optionId: 2, votes: no },
    ],
  });

  it('adds opened polls in order, keeps the caller’s choice, drops drafts for attendees', () => {
    const list = [poll(3, { myChoice: [2] })];
    const added = applyPollEvent(list, { type: 'changed', poll: poll(1) }, false);
    expect(added.map((p) => p.id)).toEqual([1, 3]);
    const closed = applyPollEvent(added, { type: 'changed', poll: poll(3, { state: 'closed' }) }, false);
    expect(closed[1]).toMatchObject({ state: 'closed', myChoice: [2] });
    expect(applyPollEvent(closed, { type: 'changed', poll: poll(3, { state: 'draft' }) }, false)).toHaveLength(1);
    expect(applyPollEvent(closed, { type: 'removed', removed: { id: 1, sessionId: 1 } }, false)).toHaveLength(1);
  });

  it('takes results, and keeps a moderator’s when a change comes without them', () => {
    const withResults = applyPollEvent([poll(1)], { type: 'results', results: results(1, 2, 1) }, true);
    expect(withResults[0]?.results?.voters).toBe(3);
    const changed = applyPollEvent(withResults, { type: 'changed', poll: poll(1, { state: 'closed' }) }, true);
    expect(changed[0]?.results?.voters).toBe(3);
    expect(applyPollEvent(withResults, { type: 'changed', poll: poll(1) }, false)[0]?.results).toBeNull();
  });

  it('shows results held back to moderators only until they are shown', () => {
    const held = poll(1, { holdResults: true, results: results(1, 1, 0) });
    expect(pollResultsVisible(held, false)).toBe(false);
    expect(pollResultsVisible(held, true)).toBe(true);
    expect(pollResultsVisible({ ...held, resultsShown: true }, false)).toBe(true);
    expect(pollResultsVisible(poll(1), false)).toBe(false);
  });

  it('gives each option its share of the voters, and toggles choices by the poll’s kind', () => {
    expect(pollBars(poll(1, { results: results(1, 3, 1) })).map((b) => [b.votes, b.percent])).toEqual([
      [3, 75],
      [1, 25],
    ]);
    expect(pollBars(poll(1)).map((b) => b.percent)).toEqual([0, 0]);
    expect(toggleChoice({ multiple: false }, [1], 2)).toEqual([2]);
    expect(toggleChoice({ multiple: true }, [2], 1)).toEqual([1, 2]);
    expect(toggleChoice({ multiple: true }, [1, 2], 1)).toEqual([2]);
  });
});
