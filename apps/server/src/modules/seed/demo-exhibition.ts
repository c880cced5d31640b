import { AD_TYPES, type TAdType } from '@atrium/contracts';
import { boothDataUri } from './demo-booth.ts';
import { DEMO_LOUNGE_TITLE, demoBranding } from './demo-branding.ts';
import { DEMO_SPONSOR_GROUPS } from './demo-companies.ts';
import { panelDataUri, shade } from './demo-images.ts';
import type { Rng } from './demo-random.ts';
import { esc } from './demo-speakers.ts';
import { DEMO_THEMES } from './demo-topics.ts';
import type { DemoAd, DemoData, DemoLounge, DemoSponsor } from './demo-types.ts';

/** Sponsor groups and sponsors with descriptions, logos and stand pictures. */
export function buildSponsors(rng: Rng): { sponsorGroups: DemoData['sponsorGroups']; sponsors: DemoSponsor[] } {
  const sponsorGroups = DEMO_SPONSOR_GROUPS.map((g, i) => ({
    title: g.title,
    colour: g.colour,
    textColour: g.textColour,
    sortOrder: i + 1,
  }));
  const sponsors = DEMO_SPONSOR_GROUPS.flatMap((g, group) =>
    g.sponsors.map((s): DemoSponsor => {
      const theme = DEMO_THEMES[s.theme] as (typeof DEMO_THEMES)[number];
      const brand = shade(theme.colour, 0.85);
      const chat = group < 2;
      return {
        group,
        title: s.title,
        shortDescription: s.tagline,
        description: [
          `<p><strong>${esc(s.title)}</strong>: ${esc(s.tagline.toLowerCase())}.</p>`,
          `<p>Working with clinicians and engineers in ${esc(s.expertise.toLowerCase())}, we develop:</p>`,
          `<ul>${s.products.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`,
          chat
            ? '<p>Our team is in the stand chat every day from 10:00 to 18:00 (Paris time): come and ask for a demonstration.</p>'
            : '<p>Leave us a message in the lounge or meet us at the industry sessions.</p>',
        ].join(''),
        thumbnailImageUri: panelDataUri({
          width: 400,
          height: 200,
          background: brand,
          foreground: '#FFFFFF',
          title: s.title,
        }),
        standImageUri: boothDataUri({ name: s.title, brand, accent: g.colour }),
        enableStandChat: chat,
        theme: theme.name,
        industry: s.industry,
        expertise: s.expertise,
        keywords: rng.sample(theme.keywords, 3),
      };
    }),
  );
  return { sponsorGroups, sponsors };
}

const AD_SIZES: Record<TAdType, [number, number]> = {
  sidebar: [200, 200],
  BannerVod: [1200, 150],
  BannerPoster: [1200, 150],
  InlineVodSlot1: [480, 270],
  InlineVodSlot2: [480, 270],
  InlinePosterSlot1: [480, 270],
};

/** Which sponsors (by index) advertise where: the sidebar carousel for Platinum and Gold. */
function adPlan(sponsors: DemoSponsor[]): [TAdType, number][] {
  const premium = sponsors.flatMap((s, i) => (s.group < 2 ? [i] : []));
  return [
    ...premium.map((i): [TAdType, number] => ['sidebar', i]),
    ['BannerVod', 0],
    ['BannerVod', 1],
    ['BannerPoster', 2],
    ['BannerPoster', 4],
    ['InlineVodSlot1', 3],
    ['InlineVodSlot1', 5],
    ['InlineVodSlot2', 6],
    ['InlineVodSlot2', 7],
    ['InlinePosterSlot1', 11],
    ['InlinePosterSlot1', 14],
  ];
}

/** Ads of every type of spec 1 §3.6 and spec 2 §3, with inline SVG pictures. */
export function buildAds(sponsors: DemoSponsor[]): DemoAd[] {
  const order = new Map<TAdType, number>();
  const ads = adPlan(sponsors).flatMap(([type, index]): DemoAd[] => {
    const sponsor = sponsors[index];
    if (!sponsor) return [];
    const [width, height] = AD_SIZES[type];
    const sortOrder = (order.get(type) ?? 0) + 1;
    order.set(type, sortOrder);
    return [
      {
        type,
        sponsor: index,
        title: `${sponsor.title}: ${sponsor.shortDescription}`,
        titleFr: `${sponsor.title} : venez nous voir sur notre stand`,
        imageUri: panelDataUri({
          width,
          height,
          background: shade(DEMO_THEMES.find((t) => t.name === sponsor.theme)?.colour ?? '#455A64', 0.8),
          foreground: '#FFFFFF',
          title: sponsor.title,
          subtitle: width >= 400 ? sponsor.shortDescription : 'Visit our stand',
        }),
        // One banner leads off-site; the others open the sponsor's stand.
        link:
          type === 'BannerVod' && sortOrder === 2
            ? { external: `https://www.example.com/${sponsor.title.toLowerCase().replace(/\W+/g, '-')}` }
            : { stand: true },
        sortOrder,
      },
    ];
  });
  for (const type of AD_TYPES) {
    if (!ads.some((a) => a.type === type)) throw new Error(`demo data: no ${type} ad`);
  }
  return ads;
}

/** What people said in the lounge rooms before the demo opens: [room, speaker number, text]. */
const LOUNGE_CHAT: [string, number, string][] = [
  ['Welcome café', 0, 'Good morning everyone! Coffee is virtual but the company is real.'],
  ['Welcome café', 1, 'Hello from Lyon. First time at this congress, any tips for the poster sessions?'],
  ['Welcome café', 2, 'Bookmark the posters you like, then come to the poster session rooms at lunch.'],
  ['Welcome café', 1, 'Thanks, will do!'],
  ['Early-career researchers', 3, 'Anyone else defending their thesis this year? Happy to swap notes.'],
  ['Early-career researchers', 4, 'Next spring here. The career panel on day two looks useful.'],
  [
    'AI and data science corner',
    5,
    'Who is going to the validation methods session? Curious how people handle site shift.',
  ],
  [
    'AI and data science corner',
    2,
    'I will be there. External validation is still the weak point in most papers I review.',
  ],
  ['Clinicians meet engineers', 6, 'Clinician here: what I need most from a device is that it fits the ward routine.'],
  ['Clinicians meet engineers', 3, 'That is exactly why we test in the ward from the first prototype on.'],
  ['Imaging club', 4, 'Great keynote on low-field MRI this morning.'],
  ['Start-up alley', 5, 'Looking for a co-founder with regulatory experience, message me!'],
];

const SPONSOR_LOUNGE_CHAT: [string, number, string][] = [
  ['Product demonstrations', 6, 'Is there a live demonstration this afternoon?'],
  ['Meet the engineers', 0, 'How long did the clinical evaluation take for your last device?'],
];

/**
 * A general networking lounge and one sponsor lounge hosted by the first Platinum sponsor, with
 * a little earlier conversation by some of the event's speakers (`chatters`: user indexes).
 */
export function buildLounges(sponsors: DemoSponsor[], chatters: number[]): DemoLounge[] {
  const host = sponsors[0] as DemoSponsor;
  const chat = (lines: [string, number, string][]) =>
    lines.map(([room, speaker, text]) => ({ room, user: chatters[speaker % chatters.length] ?? 0, text }));
  return [
    {
      title: DEMO_LOUNGE_TITLE,
      titleFr: 'Salon de networking',
      sponsor: null,
      imageUri: demoBranding().loungeImageUri,
      rooms: [
        'Welcome café',
        'Early-career researchers',
        'AI and data science corner',
        'Clinicians meet engineers',
        'Imaging club',
        'Start-up alley',
      ],
      chat: chat(LOUNGE_CHAT),
    },
    {
      title: `${host.title} lounge`,
      titleFr: `Salon ${host.title}`,
      sponsor: 0,
      imageUri: host.standImageUri,
      rooms: ['Product demonstrations', 'Meet the engineers', 'Clinical partnerships'],
      chat: chat(SPONSOR_LOUNGE_CHAT),
    },
  ];
}
