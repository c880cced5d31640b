import { describe, expect, it } from 'vitest';
import { canSaveProfile, consentChoice, mustAnswerConsent, photoProblem } from './profile-rules.ts';

describe('profile rules (spec 1 §2.6, §2.7, §4.6, §5)', () => {
  it('accepts JPEG and PNG photos only, within the size limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'image/png', size: 50 * 1024 * 1024 })).toBe('size');
  });

  it('maps the consent answer to the radio values True and False', () => {
    expect(consentChoice(true)).toBe('True');
    expect(consentChoice(false)).toBe('False');
    expect(consentChoice(null)).toBe('');
  });

  it('keeps save disabled until accept or decline is chosen when consent is demanded', () => {
    expect(canSaveProfile(true, '')).toBe(false);
    expect(canSaveProfile(true, 'False')).toBe(true);
    expect(canSaveProfile(false, '')).toBe(true);
  });

  it('keeps the dialog open while a demanded consent is unanswered', () => {
    expect(mustAnswerConsent(true, null)).toBe(true);
    expect(mustAnswerConsent(true, false)).toBe(false);
    expect(mustAnswerConsent(false, null)).toBe(false);
  });
});
