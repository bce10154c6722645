import { useCallback, useEffect, useState } from 'react';

export interface AudioOutput {
  deviceId: string;
  label: string;
}

type SinkableAudio = HTMLAudioElement & { setSinkId?: (deviceId: string) => Promise<void> };

/**
 * Where the other side's voice plays (speaker, headset, …), where the browser lets a page choose: desktop Chrome and
 * Edge list outputs and accept setSinkId; phone browsers route to the earpiece or speaker themselves and offer nothing,
 * so the choice is shown only when there is more than one output to choose.
 */
export function useAudioOutputs(audio: () => HTMLAudioElement | null, active: boolean) {
  const [outputs, setOutputs] = useState<AudioOutput[]>([]);
  const [chosen, setChosen] = useState('default');
  const supported = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

  useEffect(() => {
    if (!active || !supported || !navigator.mediaDevices?.enumerateDevices) return undefined;
    let cancelled = false;
    const list = () =>
      void navigator.mediaDevices.enumerateDevices().then((devices) => {
        if (cancelled) return;
        setOutputs(devices.filter((device) => device.kind === 'audiooutput' && device.label).map(({ deviceId, label }) => ({ deviceId, label })));
      });
    list();
    navigator.mediaDevices.addEventListener?.('devicechange', list);
    return () => {
      cancelled = true;
      navigator.mediaDevices.removeEventListener?.('devicechange', list);
    };
  }, [active, supported]);

  const choose = useCallback(
    (deviceId: string) => {
      const element = audio() as SinkableAudio | null;
      if (!element?.setSinkId) return;
      void element.setSinkId(deviceId).then(() => setChosen(deviceId)).catch(() => undefined);
    },
    [audio],
  );

  return { outputs: supported && outputs.length > 1 ? outputs : [], chosen, choose };
}
