import { describe, expect, it } from 'vitest';
import { demoAudioWav } from './demo-audio.ts';

describe('the demo talks’ recording', () => {
  it('is a valid PCM WAV file of the asked length', () => {
    const wav = demoAudioWav(1, 2, 8000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(2 * 8000 * 2);
  });

  it('is not silent, stays within range, and differs from one talk to the next', () => {
    const a = demoAudioWav(0, 1);
    const b = demoAudioWav(1, 1);
    let peak = 0;
    for (let i = 44; i < a.length; i += 2) peak = Math.max(peak, Math.abs(a.readInt16LE(i)));
    expect(peak).toBeGreaterThan(5000);
    expect(peak).toBeLessThanOrEqual(32767);
    expect(a.equals(b)).toBe(false);
  });
});
