/**
 * The words of the demo programme: session and presentation titles, abstracts and session
 * descriptions, composed from the theme phrases of demo-topics.ts.
 */

import type { DemoSponsorSpec } from './demo-companies.ts';
import type { DemoSpeakerInfo } from './demo-programme.ts';
import type { Rng } from './demo-random.ts';
import { type DemoTheme, FINDINGS, STUDY_TYPES, type TDemoSessionType, TITLE_ADJECTIVES } from './demo-topics.ts';

export const INDUSTRY_ANGLES = [
  'live demonstration',
  'meet the experts',
  'clinical evidence update',
  'user forum',
  'questions to the developers',
  'case-based discussion',
];

export const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function workshopPart(i: number, skill: string): string {
  return (
    [`Introduction: ${skill}`, 'Hands-on exercises in small groups', 'Case studies, questions and wrap-up'][i] ?? skill
  );
}

const TITLE_TEMPLATES: readonly ((p: {
  topic: string;
  method: string;
  population: string;
  study: string;
  adjective: string;
}) => string)[] = [
  (p) => `${cap(p.method)} for ${p.topic}: ${p.study}`,
  (p) => `${cap(p.topic)} in ${p.population}: ${p.study}`,
  (p) => `Towards ${p.adjective} ${p.topic} with ${p.method}`,
  (p) => `${cap(p.method)} versus conventional approaches in ${p.topic}`,
  (p) => `Clinical validation of ${p.method} for ${p.topic}`,
  (p) => `Early experience with ${p.method} in ${p.population}`,
  (p) => `${cap(p.adjective)} ${p.topic}: what ${p.method} can add`,
];

export function researchTitle(rng: Rng, theme: DemoTheme): string {
  return rng.pick(TITLE_TEMPLATES)({
    topic: rng.pick(theme.topics),
    method: rng.pick(theme.methods),
    population: rng.pick(theme.populations),
    study: rng.pick(STUDY_TYPES),
    adjective: rng.pick(TITLE_ADJECTIVES),
  });
}

export function researchAbstract(rng: Rng, theme: DemoTheme): string {
  const topic = rng.pick(theme.topics);
  const method = rng.pick(theme.methods);
  const population = rng.pick(theme.populations);
  const participants = rng.int(12, 640);
  const centres = rng.int(1, 14);
  const p = rng.pick(['p < 0.001', 'p = 0.003', 'p = 0.01', 'p = 0.02', 'p = 0.04']);
  return [
    `Background: ${cap(topic)} remains a challenge in ${population}, and current approaches leave room for improvement.`,
    `Methods: We evaluated ${method} in ${participants} participants from ${centres} ${centres === 1 ? 'centre' : 'centres'}.`,
    `Results: ${cap(method)} showed ${rng.pick(FINDINGS)} (${p}).`,
    `Conclusion: ${cap(method)} is a promising option for ${topic}; a larger study is under way.`,
  ].join(' ');
}

export function shortAbstract(
  type: TDemoSessionType,
  theme: DemoTheme,
  skill: string,
  sponsor: DemoSponsorSpec | null,
): string {
  if (sponsor) return `${sponsor.tagline}. Presented by ${sponsor.title}.`;
  if (type === 'Workshop') return `Part of the hands-on workshop on ${skill}.`;
  if (type === 'Keynote')
    return `A keynote lecture on ${theme.name.toLowerCase()}, followed by questions from the audience.`;
  return 'Part of the congress ceremony.';
}

export interface DescriptionParts {
  theme: DemoTheme;
  topic: string;
  topic2: string;
  count: number;
  duration: number;
  skill: string;
  sponsor: DemoSponsorSpec | null;
  speaker: DemoSpeakerInfo | undefined;
  ceremony: 'opening' | 'closing' | null;
}

export function sessionDescription(type: TDemoSessionType, d: DescriptionParts): string {
  if (d.ceremony === 'opening') {
    return 'The congress opens with a welcome from the organisers and an overview of three days of science, industry and networking.';
  }
  if (d.ceremony === 'closing') {
    return 'Awards for the best papers and posters, closing remarks and a first look at next year’s congress.';
  }
  switch (type) {
    case 'Keynote':
      return `In this keynote, ${d.speaker?.displayName ?? 'an invited speaker'} (${d.speaker?.organisation ?? 'guest'}) reflects on ${d.theme.name.toLowerCase()}: ${d.topic}, ${d.topic2} and what they mean for patients. The lecture is followed by a moderated Q&A.`;
    case 'Plenary':
      return `A plenary session with ${d.count} invited speakers on ${d.topic}. Questions are moderated; simultaneous French interpretation is available.`;
    case 'Symposium':
      return `This symposium reviews ${d.topic} from engineering and clinical points of view, with ${d.count} invited talks and a panel discussion.`;
    case 'Oral session':
      return `Selected abstracts on ${d.topic} and ${d.topic2}. Each presentation is followed by a short discussion.`;
    case 'Workshop':
      return `A hands-on workshop (${d.duration} minutes) on ${d.skill}. Places are limited; please bring a laptop.`;
    case 'Industry session':
      return `Organised and funded by ${d.sponsor?.title ?? 'an exhibitor'}: ${d.sponsor?.tagline.toLowerCase() ?? d.topic}. This session is not part of the accredited scientific programme.`;
    case 'Poster session':
      return `Authors present ${d.count} posters on ${d.theme.name.toLowerCase()} and answer questions. The posters stay online for the whole congress.`;
  }
}
