import { DEMO_SPONSOR_GROUPS, type DemoSponsorSpec } from './demo-companies.ts';
import {
  DEMO_COUNTRIES,
  DEMO_INDUSTRY_POSITIONS,
  DEMO_ORGANISATION_PATTERNS,
  DEMO_POSITIONS,
  DEMO_SOCIETIES,
  type DemoCountry,
} from './demo-people.ts';
import type { DemoSpeakerInfo } from './demo-programme.ts';
import type { Rng } from './demo-random.ts';
import { DEMO_THEMES } from './demo-topics.ts';
import type { DemoUser } from './demo-types.ts';

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function article(jobTitle: string): string {
  if (/^(Professor|Head|Chief|Principal|Co-founder)/.test(jobTitle)) return '';
  return /^([AEIOU]|R&D)/.test(jobTitle) ? 'an ' : 'a ';
}

const countryWeights = DEMO_COUNTRIES.map((c) => [c, c.weight] as const);

/** A co-author as "A. Rossi", usually from the given country. */
export function coAuthorName(rng: Rng, country: string): string {
  const c = DEMO_COUNTRIES.find((x) => x.country === country) ?? rng.weighted(countryWeights);
  return `${rng.pick(c.firstNames).charAt(0)}. ${rng.pick(c.lastNames)}`;
}

/**
 * The speaker accounts (appended to `users`): names combined within one country, a position,
 * an organisation in their town and an HTML biography. The first ones work for exhibitors.
 */
export function buildSpeakers(
  rng: Rng,
  users: DemoUser[],
  sponsors: readonly DemoSponsorSpec[],
  count: number,
): DemoSpeakerInfo[] {
  // Exhibitors send staff: two for Platinum and Gold partners, one for the others.
  const staffOf = DEMO_SPONSOR_GROUPS.flatMap((g, gi) => g.sponsors.map(() => (gi < 2 ? 2 : 1)));
  const industry = staffOf.flatMap((n, sponsor) => Array.from({ length: n }, () => sponsor));
  const startupsFrom = DEMO_SPONSOR_GROUPS.slice(0, -1).reduce((sum, g) => sum + g.sponsors.length, 0);
  const names = new Set(users.map((u) => `${u.firstName} ${u.lastName}`));
  const emails = new Set(users.map((u) => u.email));
  const infos: DemoSpeakerInfo[] = [];
  for (let i = 0; i < count; i++) {
    let country: DemoCountry;
    let firstName: string;
    let lastName: string;
    do {
      country = rng.weighted(countryWeights);
      firstName = rng.pick(country.firstNames);
      lastName = rng.pick(country.lastNames);
    } while (names.has(`${firstName} ${lastName}`));
    names.add(`${firstName} ${lastName}`);
    const town = rng.pick(country.towns);
    const sponsorIndex = industry[i] ?? null;
    const sponsor = sponsorIndex === null ? null : (sponsors[sponsorIndex] as DemoSponsorSpec);
    // Start-ups send their founder; larger exhibitors their scientists and specialists.
    const isStartup = sponsorIndex !== null && sponsorIndex >= startupsFrom;
    const position = isStartup
      ? { title: '', jobTitle: 'Co-founder and CEO' }
      : sponsor
        ? rng.pick(DEMO_INDUSTRY_POSITIONS)
        : rng.weighted(DEMO_POSITIONS.map((p) => [p, p.weight] as const));
    const organisation = sponsor?.title ?? rng.pick(DEMO_ORGANISATION_PATTERNS).replace('{town}', town);
    const themeIndex = sponsor ? sponsor.theme : i % DEMO_THEMES.length;
    const theme = DEMO_THEMES[themeIndex] as (typeof DEMO_THEMES)[number];
    let email = `${slug(firstName)}.${slug(lastName)}@speakers.demo.atrium.test`;
    for (let n = 2; emails.has(email); n++)
      email = `${slug(firstName)}.${slug(lastName)}${n}@speakers.demo.atrium.test`;
    emails.add(email);
    const displayName = `${position.title ? `${position.title} ` : ''}${firstName} ${lastName}`;
    const [topicA, topicB] = rng.sample(theme.topics, 2) as [string, string];
    const paragraphs = [
      `<p><strong>${esc(displayName)}</strong> is ${article(position.jobTitle)}${esc(position.jobTitle)} at ${esc(organisation)}, ${esc(town)} (${esc(country.country)}).</p>`,
      sponsor
        ? `<p>Before joining ${esc(sponsor.title)}, ${esc(firstName)} spent ${rng.int(4, 15)} years in academic research on ${esc(topicA)}, and now works on ${esc(rng.pick(sponsor.products))}.</p>`
        : `<p>${esc(firstName)}’s research focuses on ${esc(topicA)} and ${esc(topicB)}, with a particular interest in ${esc(rng.pick(theme.methods))}. ${esc(firstName)} has authored more than ${rng.int(3, 24) * 5} peer-reviewed publications.</p>`,
    ];
    if (!sponsor && rng.chance(0.4)) paragraphs.push(`<p>Member of the ${esc(rng.pick(DEMO_SOCIETIES))}.</p>`);
    users.push({
      email,
      firstName,
      lastName,
      title: position.title,
      organisation,
      jobTitle: position.jobTitle,
      town,
      country: country.country,
      biography: paragraphs.join(''),
      isSpeaker: true,
      isAdmin: false,
      isReportViewer: false,
      accepted: true,
      hasPassword: false,
    });
    infos.push({
      user: users.length - 1,
      theme: themeIndex,
      senior: position.title === 'Prof.' || position.jobTitle === 'Principal Investigator',
      sponsor: sponsorIndex,
      displayName,
      organisation,
      country: country.country,
    });
  }
  return infos;
}

export function esc(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
