// The declared exceptions to the import boundaries checked by boundaries.test.ts. Each entry says
// why it exists. TABLE_READS and FEATURE_ENTRIES are part of the design; EXEMPTIONS are debts,
// each naming the change that removes it. An entry nothing needs any more fails the check too,
// so these lists only ever describe the code as it is.

/**
 * Cross-domain table reads the design accepts: domain `domain` (a folder of src/modules, or
 * `identity`) may use these tables of another domain directly. Everything else goes through the
 * owner's service. `*` means every table.
 */
export const TABLE_READS: { domain: string; tables: string[] | '*'; reason: string }[] = [
  {
    domain: 'programme',
    tables: ['users', 'platforms'],
    reason:
      'the programme model is read in a few joins per programme version: speakers’ and moderators’ names come ' +
      'from users, the version that invalidates it from platforms.programme_version',
  },
  {
    domain: 'bookmarks',
    tables: ['sessions', 'presentations', 'sponsors', 'sponsorDocuments', 'users'],
    reason:
      'a bookmark shows its entity’s current title and times (spec 1 §3.3) and checks the entity is in the ' +
      'event: one join per listed entity type, where a service call per bookmark would be a query each',
  },
  {
    domain: 'reminders',
    tables: ['bookmarks', 'sessions', 'users'],
    reason:
      'the reminder job finds due reminders in one query every 30 s: bookmarked sessions in each person’s window, ' +
      'shown in the programme, of people not disabled, where a service call per bookmark would be a query each',
  },
  {
    domain: 'sponsors',
    tables: ['users'],
    reason:
      'a stand lists its staff with the name, photo and job title of their profile: one join per stand page, ' +
      'where a service call per member would be a query each',
  },
  {
    domain: 'calendar',
    tables: ['users'],
    reason: 'a feed address stops working when its owner is disabled: one join in the public feed lookup',
  },
  {
    domain: 'logs',
    tables: ['sessions', 'presentations', 'sponsors', 'lounges', 'sponsorAds', 'sponsorDocuments', 'sponsorHotspots'],
    reason:
      'the activity heartbeat answers whether the scanned session or presentation is live (spec 1 §3.7), one ' +
      'indexed query on the busiest route; a logged entity must be one of the event’s and a logged title is ' +
      'read from its row (the reports count and show them), one primary-key read per log, cached for scans',
  },
  {
    domain: 'programme-admin',
    tables: ['rooms', 'sessions', 'presentations', 'sessionPeople', 'deletedSessionKeys', 'users'],
    reason:
      'organisers edit the programme’s rows themselves: a session, its moderators and the move of its ' +
      'presentations in one transaction, a deleted session’s import key with it; the forms list the event’s ' +
      'people (id and name, up to 20,000) in one read',
  },
  {
    domain: 'schedule-import',
    tables: ['rooms', 'sessions', 'sessionPeople', 'users', 'deletedSessionKeys'],
    reason:
      'an import writes a schedule’s rooms, sessions, their people and the speakers (users without a password) ' +
      'in one transaction, so that a failed import leaves nothing half done',
  },
  {
    domain: 'submit',
    tables: ['presentations', 'sessions', 'rooms', 'users'],
    reason:
      'the submission lists show every presentation with its session, room and speaker (up to thousands a ' +
      'page), and store the permission answers on the presentation: one join per list, one atomic update per ' +
      'answer',
  },
  {
    domain: 'files',
    tables: ['users'],
    reason:
      'the storage check keeps profile photos stored before the file registry existed: one read of the photo ' +
      'addresses, once per check',
  },
  {
    domain: 'polls',
    tables: ['users'],
    reason:
      'the report of a poll that is not anonymous names who chose each option: one join per poll, where a ' +
      'service call per voter would be a query each',
  },
  {
    domain: 'reports',
    tables: [
      'activityLogs',
      'activityPresence',
      'activityViews',
      'chatMessages',
      'conversationMessages',
      'conversations',
      'presentations',
      'questions',
      'sessions',
      'sponsorAds',
      'sponsors',
      'users',
    ],
    reason:
      'a report counts every domain’s records in a few grouped, indexed queries (per entity, per person, per ' +
      'time bucket) and reads the log writer’s rollups; a service call per row would not hold at conference scale',
  },
  {
    domain: 'event-file',
    tables: '*',
    reason:
      'the event as a file: export reads and apply writes every domain’s organiser data (settings, pages, stands, ' +
      'lounges, people, scopes, programme) in one transaction, so that a wrong file changes nothing',
  },
  {
    domain: 'seed',
    tables: '*',
    reason: 'the demo event generator writes every domain’s rows in one transaction (a development tool)',
  },
];

/** Files outside src/modules that build the services: they may construct any repository. */
export const COMPOSITION_ROOTS = ['apps/server/src/context.ts', 'apps/server/src/app.ts'];

/**
 * What a service may import from src/http: the error vocabulary (a status and a code), which the
 * hub maps to its own errors too. The rest of http/ is the transport (route registration,
 * bearer tokens, validation, OpenAPI) and stays out of services.
 */
export const HTTP_FILES_FOR_SERVICES = ['apps/server/src/http/errors.ts'];

/**
 * A feature's public entries: the files of apps/web/src/features/<feature>/ that the shell may
 * import. The rest of a feature (models, stores, panels, helpers) is its own business and may
 * change without the shell noticing. `import type` is free (a shape, not code). A new entry is
 * a decision: add it here with the feature's owner in mind.
 */
export const FEATURE_ENTRIES: Record<string, string[]> = {
  platform: [
    'platform-context.tsx', // the event the page is in
    'platform-queries.ts', // the menu
    'settings-query.ts', // the event's settings (guards load them before a page)
    'sponsor-ads.ts', // the drawer's ad carousel
  ],
  users: ['user-queries.ts'], // the signed-in user, roles, profile and photo
  messages: [
    'PrivateConversations.tsx', // the chat boxes the shell lays out
    'BannerMessages.tsx', // the banner's dropdown
    'PrivateMessagesPanel.tsx', // the phone profile page's list
    'open-conversations.ts', // what the shell shows without the store: the unread badge, a box open
  ],
  bookmarks: ['BannerBookmarks.tsx', 'BookmarksList.tsx', 'bookmark-queries.ts'],
  reminders: ['RemindersSection.tsx', 'ReminderPrompt.tsx'], // the profile's section, the first bookmark's question
  logs: ['ActivityLogger.tsx', 'ad-clicks.ts'],
  welcome: ['WelcomePage.tsx'],
};

export type TRule = 'tables' | 'repository' | 'http' | 'web-layers' | 'feature-entry' | 'cycle';

/**
 * Known violations being removed by work under way; every other violation fails. `to` is the
 * table name (rule `tables`) or the imported file.
 */
export const EXEMPTIONS: { rule: TRule; from: string; to: string; reason: string }[] = [
  // The group directory (chat-groups.ts) tells whether a session or stand exists in the event and has
  // its chat on; the moderation module asks it whether a sponsor belongs to the event.
  ...['sessions', 'sponsors'].map((table) => ({
    rule: 'tables' as const,
    from: 'apps/server/src/modules/chat/chat-groups.ts',
    to: table,
    reason:
      'the group directory reads whether a session or stand has its chat on; moves behind the programme and ' +
      'sponsors services (or the moderation module) with the chat-groups rework',
  })),
  {
    rule: 'http',
    from: 'apps/server/src/modules/programme/programme.service.ts',
    to: 'apps/server/src/http/validation.ts',
    reason:
      'the programme/{query} segment is parsed in the service (zodToHttpError makes its 400): move the parse ' +
      'to programme.routes.ts or the conversion to http/errors.ts',
  },
  // The web: components/ and auth/ are below the features and should not know them.
  ...['features/platform/platform-context.tsx', 'features/users/user-queries.ts'].map((to) => ({
    rule: 'web-layers' as const,
    from: 'apps/web/src/components/SafeHtml.tsx',
    to: `apps/web/src/${to}`,
    reason:
      'SafeHtml resolves event links with the event and the user: take them as props from its callers, or ' +
      'move it to shell/',
  })),
  ...['features/logs/entered-events.ts', 'features/messages/open-conversations.ts', 'features/users/user-keys.ts'].map(
    (to) => ({
      rule: 'web-layers' as const,
      from: 'apps/web/src/auth/sign-out.ts',
      to: `apps/web/src/${to}`,
      reason:
        'signing out forgets each feature’s per-user state by name: let features register a sign-out ' +
        'callback with auth/ instead',
    }),
  ),
];
