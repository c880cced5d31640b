import 'i18next';
import type en from './en.json';
import type admin from './packs/admin.en.json';
import type browse from './packs/browse.en.json';
import type directory from './packs/directory.en.json';
import type emoji from './packs/emoji.en.json';
import type exhibition from './packs/exhibition.en.json';
import type identity from './packs/identity.en.json';
import type lounge from './packs/lounge.en.json';
import type messages from './packs/messages.en.json';
import type player from './packs/player.en.json';
import type programme from './packs/programme.en.json';
import type reminders from './packs/reminders.en.json';
import type reports from './packs/reports.en.json';
import type submit from './packs/submit.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof identity &
        typeof programme &
        typeof lounge &
        typeof messages &
        typeof emoji &
        typeof submit &
        typeof browse &
        typeof player &
        typeof reports &
        typeof exhibition &
        typeof directory &
        typeof admin &
        typeof reminders;
    };
  }
}
