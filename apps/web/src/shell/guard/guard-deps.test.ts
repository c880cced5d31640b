import { describe, expect, it } from 'vitest';
import { local } from '../../lib/browser-storage.ts';
import { settingsChanged } from './guard-deps.ts';

const stored = (code: string) => local.getItem(`atrium.platformVersion.${code}`);

describe('settingsChanged (spec 1 §4.1, while a page is open)', () => {
  it('reloads once on a new platformVersion, storing it first so the new page does not reload again', () => {
    let reloads = 0;
    const reload = () => reloads++;
    local.setItem('atrium.platformVersion.VER', '1');
    expect(settingsChanged('ver', '1', reload)).toBe(false);
    expect(reloads).toBe(0);
    expect(settingsChanged('VER', '2', reload)).toBe(true);
    expect(reloads).toBe(1);
    expect(stored('VER')).toBe('2');
    // The reloaded page (or a second message) finds the version it runs.
    expect(settingsChanged('VER', '2', reload)).toBe(false);
    expect(reloads).toBe(1);
  });

  it('does nothing without an event, and a first visit only stores the version', () => {
    let reloads = 0;
    expect(settingsChanged(null, '3', () => reloads++)).toBe(false);
    expect(settingsChanged('NEW', '3', () => reloads++)).toBe(false);
    expect(stored('NEW')).toBe('3');
    expect(reloads).toBe(0);
  });
});
