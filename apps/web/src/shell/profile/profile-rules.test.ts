import { describe, expect, it } from 'vitest';
import {
  biographyHtml,
  canSaveProfile,
  consentChoice,
  isNameValid,
  mustAnswerConsent,
  photoProblem,
} from './profile-rules.ts';

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

  it('keeps the biography as escaped paragraphs with line breaks', () => {
    expect(biographyHtml('Hello <b>you</b> & me\nsecond line\n\n\nNext paragraph  ')).toBe(
      '<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; me<br>second line</p><p>Next paragraph</p>',
    );
    expect(biographyHtml('   \n\n ')).toBe('');
  });

  it('wants a name that is not blank', () => {
    expect(isNameValid('  ')).toBe(false);
    expect(isNameValid(' Léa ')).toBe(true);
  });
});
