import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallSignal, CallSignalEvent, CallState } from '@astrosetu/contracts';
import { useAppDispatch } from '@astrosetu/web-core';
import { listen, sendCommand, type ChatSocket } from '../../shared/realtime/chat-socket';
import { useAudioOutputs, type AudioOutput } from './audio-output';
import { callApi } from './call-api';
import { noQuality, qualityFromStats, type CallQuality } from './call-quality';
import { openMicrophone, type MicrophoneProblem } from './microphone';

export type CallPhase = 'starting' | 'microphone' | 'ringing' | 'connecting' | 'connected' | 'reconnecting' | 'ended';

export interface VoiceCallOptions {
  consultationId: number;
  side: 'user' | 'astrologer';
  /** The server's state of the call (the consultation's callState, kept current by call-state events). */
  callState: CallState | undefined;
  socket: ChatSocket | null;
  ended: boolean;
}

export interface VoiceCall {
  phase: CallPhase;
  microphoneProblem?: MicrophoneProblem;
  retryMicrophone: () => void;
  muted: boolean;
  toggleMute: () => void;
  quality: CallQuality;
  /** Give it the <audio> element that plays the other side. */
  remoteAudio: (element: HTMLAudioElement | null) => void;
  /** The other side left the call page (hang-up without ending); they may come back. */
  otherLeft: boolean;
  /** Where the browser lets the page choose the output (desktop): the outputs, the chosen one, and the choice. */
  outputs: AudioOutput[];
  output: string;
  chooseOutput: (deviceId: string) => void;
}

const STATS_EVERY_MS = 1000;
/** The astrologer offers again when no answer came (the customer's page was reloading, say). */
const OFFER_RETRY_MS = 5000;
/** A disconnected ICE connection gets this long to recover by itself before the astrologer restarts ICE. */
const RESTART_AFTER_DISCONNECT_MS = 2000;

/**
 * One voice call in the browser (docs/voice.md): the microphone, a WebRTC peer connection with the ICE servers the
 * API gives for this call, signalling through the chat's socket (call-signal), and the reports that drive billing
 * (call-media: 'connected' once audio packets arrive from the other side, 'reconnecting' when ICE drops).
 * The astrologer, who answers last, makes the offer (the customer's page has been listening since the booking),
 * offers again if no answer comes, and restarts ICE after a drop. Nothing is recorded: audio goes from one browser
 * to the other (or through the TURN relay) and nowhere else.
 */
export function useVoiceCall({ consultationId, side, callState, socket, ended }: VoiceCallOptions): VoiceCall {
  const dispatch = useAppDispatch();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [microphoneProblem, setMicrophoneProblem] = useState<MicrophoneProblem | undefined>();
  const [microphoneAttempt, setMicrophoneAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const [quality, setQuality] = useState<CallQuality>(noQuality);
  const [mediaConnected, setMediaConnected] = useState(false);
  const [iceDown, setIceDown] = useState(false);
  const [otherLeft, setOtherLeft] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const remoteStreamRef = useRef<MediaStream | null>(null);

  const answered = callState === 'answered' || callState === 'connected' || callState === 'reconnecting';

  // The microphone, asked for as soon as the call page opens (while it rings), so a refusal shows before any charge.
  useEffect(() => {
    if (ended) return undefined;
    let cancelled = false;
    let opened: MediaStream | null = null;
    void openMicrophone().then((result) => {
      if (cancelled) {
        if ('stream' in result) result.stream.getTracks().forEach((track) => track.stop());
        return;
      }
      if ('stream' in result) {
        opened = result.stream;
        setMicrophoneProblem(undefined);
        setStream(result.stream);
      } else setMicrophoneProblem(result.problem);
    });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [ended, microphoneAttempt]);

  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => {
      track.enabled = !muted;
    });
  }, [stream, muted]);

  // The peer connection, once the astrologer has answered and both the microphone and the socket are there.
  useEffect(() => {
    if (ended || !answered || !stream || !socket) return undefined;
    let disposed = false;
    let pc: RTCPeerConnection | null = null;
    let pendingCandidates: RTCIceCandidateInit[] = [];
    let reportedConnected = false;
    let offerTimer: ReturnType<typeof setTimeout> | undefined;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let statsTimer: ReturnType<typeof setInterval> | undefined;
    let configuration: RTCConfiguration = {};

    const signal = (payload: CallSignal) => {
      if (!socket.connected) return;
      void sendCommand(socket, 'call-signal', { consultationId, signal: payload }).catch(() => undefined);
    };
    const reportMedia = (state: 'connected' | 'reconnecting') => {
      void sendCommand(socket, 'call-media', { consultationId, state }).catch(() => undefined);
    };

    const makeOffer = async (iceRestart: boolean) => {
      if (!pc || disposed) return;
      clearTimeout(offerTimer);
      const offer = await pc.createOffer({ iceRestart });
      await pc.setLocalDescription(offer);
      signal({ kind: 'offer', sdp: offer.sdp ?? '' });
      // No answer yet (the other page was loading): offer again.
      offerTimer = setTimeout(() => {
        if (pc && pc.signalingState === 'have-local-offer') void makeOffer(true).catch(() => undefined);
      }, OFFER_RETRY_MS);
    };

    const build = (): RTCPeerConnection => {
      const peer = new RTCPeerConnection(configuration);
      for (const track of stream.getAudioTracks()) peer.addTrack(track, stream);
      peer.onicecandidate = (event) => {
        if (event.candidate) signal({ kind: 'ice-candidate', candidate: event.candidate.toJSON() as never });
      };
      peer.ontrack = (event) => {
        remoteStreamRef.current = event.streams[0] ?? new MediaStream([event.track]);
        if (audioRef.current) audioRef.current.srcObject = remoteStreamRef.current;
      };
      peer.oniceconnectionstatechange = () => {
        const state = peer.iceConnectionState;
        if (state === 'disconnected' || state === 'failed') {
          setIceDown(true);
          if (reportedConnected) {
            reportedConnected = false;
            setMediaConnected(false);
            reportMedia('reconnecting');
          }
          if (side === 'astrologer') {
            clearTimeout(restartTimer);
            restartTimer = setTimeout(
              () => {
                if (pc === peer && (peer.iceConnectionState === 'disconnected' || peer.iceConnectionState === 'failed')) void makeOffer(true).catch(() => undefined);
              },
              state === 'failed' ? 0 : RESTART_AFTER_DISCONNECT_MS,
            );
          }
        } else if (state === 'connected' || state === 'completed') {
          setIceDown(false);
        }
      };
      return peer;
    };

    const addCandidate = async (candidate: RTCIceCandidateInit) => {
      if (!pc?.remoteDescription) {
        pendingCandidates.push(candidate);
        return;
      }
      await pc.addIceCandidate(candidate).catch(() => undefined);
    };
    const flushCandidates = async () => {
      const waiting = pendingCandidates;
      pendingCandidates = [];
      for (const candidate of waiting) await addCandidate(candidate);
    };

    const onSignal = async (event: CallSignalEvent) => {
      if (event.consultationId !== consultationId || event.from === side || disposed) return;
      const { signal: received } = event;
      if (received.kind === 'offer') {
        setOtherLeft(false);
        try {
          await pc!.setRemoteDescription({ type: 'offer', sdp: received.sdp });
        } catch {
          // An offer from a reloaded page (new keys): start over with a fresh connection.
          pc?.close();
          pc = build();
          pendingCandidates = [];
          await pc.setRemoteDescription({ type: 'offer', sdp: received.sdp });
        }
        const answer = await pc!.createAnswer();
        await pc!.setLocalDescription(answer);
        signal({ kind: 'answer', sdp: answer.sdp ?? '' });
        await flushCandidates();
      } else if (received.kind === 'answer') {
        if (pc?.signalingState !== 'have-local-offer') return;
        clearTimeout(offerTimer);
        await pc.setRemoteDescription({ type: 'answer', sdp: received.sdp });
        await flushCandidates();
      } else if (received.kind === 'ice-candidate') {
        await addCandidate(received.candidate as RTCIceCandidateInit);
      } else {
        setOtherLeft(true);
      }
    };
    const stopListening = listen(socket, 'call-signal', (event) => void onSignal(event).catch(() => undefined));
    // Back on the socket after a network change: the astrologer renegotiates at once.
    const onReconnect = () => {
      if (side === 'astrologer' && pc && pc.iceConnectionState !== 'connected' && pc.iceConnectionState !== 'completed') void makeOffer(true).catch(() => undefined);
    };
    socket.on('connect', onReconnect);

    void (async () => {
      const servers = await dispatch(callApi.endpoints.callIceServers.initiate(consultationId, { subscribe: false, forceRefetch: true })).unwrap();
      if (disposed) return;
      configuration = { iceServers: servers.iceServers, iceTransportPolicy: servers.iceTransportPolicy };
      pc = build();
      if (side === 'astrologer') await makeOffer(false);
      statsTimer = setInterval(() => {
        const peer = pc;
        if (!peer) return;
        void peer.getStats().then((stats) => {
          if (disposed || peer !== pc) return;
          const measured = qualityFromStats(stats);
          setQuality(measured);
          // Audio from the other side is arriving: this side hears them.
          if (!reportedConnected && measured.packetsReceived > 0 && (peer.iceConnectionState === 'connected' || peer.iceConnectionState === 'completed')) {
            reportedConnected = true;
            setMediaConnected(true);
            reportMedia('connected');
          }
        });
      }, STATS_EVERY_MS);
    })().catch(() => undefined);

    return () => {
      disposed = true;
      clearTimeout(offerTimer);
      clearTimeout(restartTimer);
      clearInterval(statsTimer);
      stopListening();
      socket.off('connect', onReconnect);
      // Leaving the page without ending: the other side is told at once (the call can resume within a minute).
      if (!ended && socket.connected) void sendCommand(socket, 'call-signal', { consultationId, signal: { kind: 'hang-up' } }).catch(() => undefined);
      pc?.close();
      pc = null;
      setMediaConnected(false);
    };
  }, [consultationId, side, answered, stream, socket, ended, dispatch]);

  // Keep the screen on during the call where the browser allows it.
  useEffect(() => {
    if (!mediaConnected || ended || !('wakeLock' in navigator)) return undefined;
    let lock: { release: () => Promise<void> } | undefined;
    let released = false;
    void (navigator as Navigator & { wakeLock: { request: (type: 'screen') => Promise<{ release: () => Promise<void> }> } }).wakeLock
      .request('screen')
      .then((granted) => {
        if (released) void granted.release();
        else lock = granted;
      })
      .catch(() => undefined);
    return () => {
      released = true;
      void lock?.release().catch(() => undefined);
    };
  }, [mediaConnected, ended]);

  const audioElement = useCallback(() => audioRef.current, []);
  const { outputs, chosen: output, choose: chooseOutput } = useAudioOutputs(audioElement, Boolean(stream) && !ended);

  const remoteAudio = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
    if (element && remoteStreamRef.current) element.srcObject = remoteStreamRef.current;
  }, []);

  const phase: CallPhase = ended
    ? 'ended'
    : microphoneProblem
      ? 'microphone'
      : !stream
        ? 'starting'
        : callState === 'ringing'
          ? 'ringing'
          : callState === 'reconnecting' || (iceDown && callState === 'connected')
            ? 'reconnecting'
            : callState === 'connected' && mediaConnected
              ? 'connected'
              : 'connecting';

  return {
    phase,
    microphoneProblem,
    retryMicrophone: () => setMicrophoneAttempt((attempt) => attempt + 1),
    muted,
    toggleMute: () => setMuted((value) => !value),
    quality,
    remoteAudio,
    otherLeft,
    outputs,
    output,
    chooseOutput,
  };
}
