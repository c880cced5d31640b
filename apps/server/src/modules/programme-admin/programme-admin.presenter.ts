import {
  displayName,
  SESSION_DEFAULT_COLOUR,
  SESSION_DEFAULT_TEXT_COLOUR,
  type TAdminPresentation,
  type TAdminPresentationRow,
  type TAdminSession,
  type TAdminSessionRow,
} from '@atrium/contracts';
import { normaliseColour } from '../../lib/colour.ts';
import { isoInZone } from '../../lib/zoned-time.ts';
import { NO_ROOM_ORDER } from '../programme/programme.model.ts';
import type { AdminPresentationRow, AdminSessionRow } from './programme-admin.repository.ts';

/**
 * A stored colour as the admin form shows it, #RRGGBBAA: an imported #RRGGBB (or #RGB) gets FF,
 * none at all is the form's default (spec 3 §3: #FFFFFFFF, text #000000FF).
 */
export function adminColour(stored: string, fallback: string): string {
  const value = stored.trim();
  if (/^#[0-9a-f]{8}$/i.test(value)) return value.toUpperCase();
  const rgb = normaliseColour(value);
  return rgb ? `${rgb}FF` : fallback;
}

/** The description the form edits: the session's abstract, then its description (as the programme shows them). */
export function sessionDescription(row: Pick<AdminSessionRow, 'abstract' | 'description'>): string {
  return [row.abstract, row.description].filter((t) => t.trim() !== '').join('\n');
}

const iso = (instant: Date | null, timeZone: string) => (instant ? isoInZone(instant, timeZone) : null);

export function presentPresentationRow(p: AdminPresentationRow, timeZone: string): TAdminPresentationRow {
  const name =
    p.speakerId === null ? '' : displayName({ firstName: p.speakerFirstName ?? '', lastName: p.speakerLastName ?? '' });
  return {
    id: p.id,
    order: p.sortOrder,
    title: p.title,
    speakerId: p.speakerId,
    speakerName: p.speakerNameOverride.trim() || name,
    start: iso(p.startsAt, timeZone),
    end: iso(p.endsAt, timeZone),
  };
}

export function presentSessionRow(
  s: AdminSessionRow,
  presentations: AdminPresentationRow[],
  timeZone: string,
): TAdminSessionRow {
  return {
    id: s.id,
    title: s.title,
    customCode: s.code,
    roomId: s.roomId,
    roomName: s.roomName ?? '',
    roomOrder: s.roomOrder ?? NO_ROOM_ORDER,
    start: isoInZone(s.startsAt, timeZone),
    end: isoInZone(s.endsAt, timeZone),
    hideInProgramme: s.hideInProgramme,
    presentations: presentations.map((p) => presentPresentationRow(p, timeZone)),
  };
}

export function presentSession(
  s: AdminSessionRow,
  moderators: number[],
  presentations: AdminPresentationRow[],
  timeZone: string,
): TAdminSession {
  return {
    ...presentSessionRow(s, presentations, timeZone),
    type: s.type,
    theme: s.theme,
    keywords: s.keywords,
    moderatorLine1: s.moderatorLine1,
    colour: adminColour(s.colour, SESSION_DEFAULT_COLOUR),
    textColour: adminColour(s.textColour, SESSION_DEFAULT_TEXT_COLOUR),
    moderators,
    description: sessionDescription(s),
    translation: s.translation,
  };
}

export function presentPresentation(p: AdminPresentationRow, timeZone: string): TAdminPresentation {
  return {
    id: p.id,
    title: p.title,
    customCode: p.code,
    order: p.sortOrder,
    sessionId: p.sessionId,
    speakerId: p.speakerId,
    type: p.type,
    theme: p.theme,
    start: iso(p.startsAt, timeZone),
    end: iso(p.endsAt, timeZone),
    keywords: p.keywords,
    coAuthors: p.coAuthors,
    isEventPortalPresentation: p.isEventPortalPresentation,
    isAPoster: p.isPoster,
    description: p.description,
  };
}
