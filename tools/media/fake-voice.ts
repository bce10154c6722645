import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A WAV file Chromium plays as its microphone (--use-file-for-fake-audio-capture, looped): a 440 Hz tone that
 * pauses every half second, like speech, so the other side's audio level rises and falls. 16-bit mono, 16 kHz, 2 s.
 * Used by the voice e2e journeys (e2e/src/fake-microphone.ts) and bench:calls:browser. Returns the file's path.
 */
export function writeFakeVoice(directory: string): string {
  const rate = 16_000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const speaking = Math.floor(i / (rate / 2)) % 2 === 0;
    data.writeInt16LE(speaking ? Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000) : 0, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'fake-voice.wav');
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}
