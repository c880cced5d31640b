/**
 * A short recording for the demo's talks, made at seed time: a WAV file (16-bit PCM, mono) of a
 * few soft tones, so that the player's audio controls have something real to play, pause, seek
 * and download. `seed` varies the notes from one talk to the next.
 */
export function demoAudioWav(seed: number, seconds = 4, sampleRate = 8000): Buffer {
  const samples = seconds * sampleRate;
  const data = Buffer.alloc(samples * 2);
  // A pentatonic phrase: one note every half second, faded in and out to avoid clicks.
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25];
  const noteLength = sampleRate / 2;
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / noteLength);
    const frequency = scale[(seed + note * 2) % scale.length] as number;
    const within = (i % noteLength) / noteLength;
    const envelope = Math.min(1, within * 20) * Math.min(1, (1 - within) * 5);
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * envelope * 0.3;
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
