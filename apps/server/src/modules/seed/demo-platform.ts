import type { TStoredPlatformSettings, TStoredSubmitSettings } from '@atrium/contracts';
import { demoBranding } from './demo-branding.ts';
import { panelDataUri } from './demo-images.ts';
import { DEMO_MENU_EXTERNAL_LINK, GDPR_TEXT } from './demo-pages.ts';
import { GDPR_TEXT_FR } from './demo-pages-fr.ts';
import type { DemoMenuItem } from './demo-types.ts';

/** Menu of spec 1 §3.5; `practicalPage` is the index of the free page among the custom pages. */
export function buildMenu(practicalPage: number): DemoMenuItem[] {
  const items: Omit<DemoMenuItem, 'sortOrder' | 'title'>[] = [
    {
      titleEn: 'Programme',
      titleFr: 'Programme',
      icon: 'calendar',
      link: { href: 'programme' },
      module: 'programme',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'Live now',
      titleFr: 'En direct',
      icon: 'live',
      link: { href: 'livenow' },
      module: 'liveSession',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'On demand',
      titleFr: 'Replays',
      icon: 'video',
      link: { href: 'vod' },
      module: 'vod',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'E-posters',
      titleFr: 'E-posters',
      icon: 'poster',
      link: { href: 'posters' },
      module: 'poster',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'Speakers',
      titleFr: 'Intervenants',
      icon: 'speaker',
      link: { href: 'speakers' },
      module: 'speakers',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'Participants',
      titleFr: 'Participants',
      icon: 'people',
      link: { href: 'all-participants' },
      module: 'allParticipants',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'Exhibition',
      titleFr: 'Exposition',
      icon: 'expo',
      link: { href: 'expo' },
      module: 'exhibition',
      custom: false,
      loginRequired: false,
    },
    {
      titleEn: 'Networking lounge',
      titleFr: 'Salon de networking',
      icon: 'lounge',
      link: { href: 'lounge' },
      module: null,
      custom: false,
      loginRequired: true,
    },
    {
      // For speakers, submitters and organisers; others who open it are told it is not for them.
      titleEn: 'Submission',
      titleFr: 'Dépôt des fichiers',
      icon: 'submission',
      link: { href: 'submit/presentations' },
      module: null,
      custom: false,
      loginRequired: true,
    },
    {
      titleEn: 'Practical information',
      titleFr: 'Informations pratiques',
      icon: 'info',
      link: { page: practicalPage },
      module: null,
      custom: true,
      loginRequired: false,
    },
    {
      titleEn: 'About biomedical engineering',
      titleFr: 'Le génie biomédical',
      icon: 'link',
      link: { href: DEMO_MENU_EXTERNAL_LINK },
      module: null,
      custom: false,
      loginRequired: false,
    },
  ];
  return items.map((item, i) => ({ ...item, title: item.titleEn, sortOrder: (i + 1) * 10 }));
}

/** The demo's submission area (spec 3 §3): two questions for all, one for a talk, audio and extra files. */
const DEMO_SUBMIT_SETTINGS: TStoredSubmitSettings = {
  open: true,
  submitFileUploadInstructionText:
    '<p>Hand in your slides or poster as <strong>PowerPoint or PDF</strong> by the day before your session. ' +
    'Poster authors may add a short MP3 commentary (up to 3 minutes). Questions: <a href="mailto:programme@demo.atrium.test">programme@demo.atrium.test</a>.</p>',
  submitFileUploadInstructionTextFr:
    '<p>Déposez vos diapositives ou votre poster en <strong>PowerPoint ou PDF</strong> la veille de votre session au plus tard. ' +
    'Les auteurs de posters peuvent ajouter un commentaire audio MP3 (3 minutes au plus). Questions : <a href="mailto:programme@demo.atrium.test">programme@demo.atrium.test</a>.</p>',
  enableAudioUpload: true,
  enableAdditionalUpload: true,
  requestRecordPermission: true,
  requestRecordPermissionForAllPresentations: true,
  recordPermissionText: 'I agree that my presentation is recorded and shown on demand to registered participants.',
  recordPermissionTextFr:
    'J’accepte que ma présentation soit enregistrée et proposée à la demande aux participants inscrits.',
  requestPublishPermission: true,
  requestPublishPermissionForAllPresentations: true,
  publishPermissionText: 'I agree that my slides or poster are published on the event site after the conference.',
  publishPermissionTextFr:
    'J’accepte que mes diapositives ou mon poster soient publiés sur le site de l’événement après le congrès.',
  requestConflictOfInterest: true,
  requestConflictOfInterestForAllPresentations: false,
  conflictOfInterestText: 'I have a conflict of interest to declare for this presentation.',
  conflictOfInterestTextFr: 'J’ai un conflit d’intérêts à déclarer pour cette présentation.',
};

/** Stored settings of the demo event (spec 1 §3.1); the rest take their defaults. */
export function demoSettings(eventTitle: string, timeZone: string): TStoredPlatformSettings {
  return {
    eventTitle,
    platformVersion: '1',
    open: true,
    closedText: '<p>The Atrium demo conference is closed. See you next year!</p>',
    closedTextFr: '<p>Le congrès de démonstration Atrium est clos. À l’année prochaine !</p>',
    signInEnabled: true,
    bannerBarBackgroundColour: '#0D47A1',
    bannerBarTextColour: '#FFFFFF',
    navBarBackgroundColour: '#102A43',
    navBarTextColour: '#FFFFFF',
    defaultButtonColour: '#00838F',
    calendarIntervalHeight: 48,
    ...demoBranding(),
    defaultSessionThumbnailUri: panelDataUri({
      width: 320,
      height: 180,
      background: '#0D47A1',
      foreground: '#FFFFFF',
      title: 'Atrium Demo',
      subtitle: 'Conference 2026',
      accent: '#00838F',
    }),
    demandGdpr: true,
    gdprText: GDPR_TEXT,
    gdprAcceptText: 'I agree: show my profile to other participants',
    gdprDeclineText: 'No, keep my profile hidden',
    gdprTextFr: GDPR_TEXT_FR,
    gdprAcceptTextFr: 'J’accepte : montrer mon profil aux autres participants',
    gdprDeclineTextFr: 'Non, garder mon profil masqué',
    enableSessionFilterInPosterModule: true,
    // The details tab offers the abstracts some talks come with.
    allowAbstractDownload: true,
    timeZone,
    submit: DEMO_SUBMIT_SETTINGS,
    show: {
      Views: true,
      Likes: true,
      Ratings: true,
      Keywords: true,
      AllParticipantCount: true,
      SpeakerCount: true,
      PosterCount: true,
      VodCount: true,
    },
  };
}
