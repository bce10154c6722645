import { chromiumArgs, chromiumPath } from './chromium';

// The fake voice (a tone that pauses like speech) is the browser bench's too.
export { writeFakeVoice } from '../../tools/media/fake-voice';

/** Chromium with a fake microphone that plays `wav` and grants the permission without asking. */
export function chromiumWithFakeMicrophone(wav: string) {
  return {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`, '--autoplay-policy=no-user-gesture-required'],
  };
}
