/** The small set of icons the drawer shows; the server's icon names map onto them (spec 1 §2.8). */
export const MENU_ICON_KINDS = [
  'home',
  'programme',
  'vod',
  'posters',
  'speakers',
  'participants',
  'exhibition',
  'live',
  'lounge',
  'submission',
  'reports',
  'admin',
  'help',
  'link',
  'page',
  'default',
] as const;
export type TMenuIconKind = (typeof MENU_ICON_KINDS)[number];

/** Words found in icon names (Material, MDI or Font Awesome style) and the kind each stands for. */
const WORDS: [RegExp, TMenuIconKind][] = [
  [/^(home|house|dashboard|welcome)/, 'home'],
  [/(calendar|event|schedule|agenda|programme|program|today|date)/, 'programme'],
  [/(vod|video|movie|play|film|ondemand|youtube|subscriptions)/, 'vod'],
  [/(poster|image|picture|photo|collections)/, 'posters'],
  [/(speaker|mic|voice|record_voice|podium|presenter)/, 'speakers'],
  [/(participant|people|group|users|person|account|contacts|badge)/, 'participants'],
  [/(expo|exhibit|store|shop|business|sponsor|booth|stand|storefront)/, 'exhibition'],
  [/(live|tv|stream|broadcast|sensors|cast)/, 'live'],
  [/(lounge|forum|chat|coffee|cafe|comment|message|question_answer)/, 'lounge'],
  [/(upload|submit|publish|send|assignment)/, 'submission'],
  [/(report|assessment|chart|analytic|insight|stat|leaderboard|poll)/, 'reports'],
  [/(admin|setting|manage|build|tune|security|shield|edit)/, 'admin'],
  [/(help|info|question|support|faq)/, 'help'],
  [/(link|launch|open_in_new|external|globe|public|web|language)/, 'link'],
  [/(article|description|document|page|file|custom|text|note|book)/, 'page'],
];

/** Maps a server icon name (`event`, `mdi-calendar`, `fa fa-video-camera`, `Live_TV`) to a drawer icon. */
export function menuIconKind(name: string | null | undefined): TMenuIconKind {
  const normalised = (name ?? '')
    .toLowerCase()
    .trim()
    .replace(/^(mdi|fa[srlbd]?|material-icons|material-symbols)[-\s_]+/g, '')
    .replace(/\bfa[-\s]+/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!normalised) return 'default';
  for (const [pattern, kind] of WORDS) if (pattern.test(normalised)) return kind;
  return 'default';
}
