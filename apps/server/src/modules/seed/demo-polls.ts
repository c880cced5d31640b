import type { TEventFilePoll } from '@atrium/contracts';

/**
 * Polls prepared on the demo's keynotes and on the sessions the demo moderator chairs, for the
 * moderator to open during the session: one single-choice poll showing results live, one
 * anonymous multiple-choice poll whose results wait for the moderator.
 */
export function demoPolls(title: string): TEventFilePoll[] {
  return [
    {
      question: `How familiar are you with the topic of “${title.slice(0, 200)}”?`,
      options: ['New to me', 'I know the basics', 'I work on it', 'I teach it'],
    },
    {
      question: 'Which of these would you like the speakers to cover in the discussion?',
      options: ['Methods', 'Results in practice', 'Costs and access', 'What comes next'],
      multiple: true,
      anonymous: true,
      holdResults: true,
    },
  ];
}
