import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Consultation, NewConsultationForAstrologerEvent } from '@astrosetu/contracts';
import { listen } from '../../shared/realtime/chat-socket';
import { useChatSocketFactory } from '../../shared/realtime/chat-socket-context';
import { incomingCallsReducer, noIncomingCalls } from './incoming-calls-state';
import { ringingCallFromEvent, ringingCallsOf, type MissedCall, type RingingCall } from './ringing-call';

export interface IncomingCalls {
  /** Ringing now, the first to ring first. */
  ringing: RingingCall[];
  missed: MissedCall[];
  /** A call was just booked (new-consultation-for-astrologer with channel 'call'). */
  ring(event: NewConsultationForAstrologerEvent): void;
  /** Answered or declined from this page: it stops ringing. */
  settle(consultationId: number): void;
  dismissMissed(consultationId: number): void;
}

/**
 * The astrologer's ringing calls: from the booking event, and from the active list (the page opened while a call
 * rings). A call stops ringing when it is answered or declined, and counts as missed when its time runs out here or
 * the server ends it first (consultation-ended: it rang out, or the customer hung up). `onMissed` lets the page
 * refresh: the server sets an astrologer who misses three calls in a row offline.
 */
export function useIncomingCalls(activeConsultations: readonly Consultation[] | undefined, onMissed?: () => void): IncomingCalls {
  const [state, dispatch] = useReducer(incomingCallsReducer, noIncomingCalls);
  const createSocket = useChatSocketFactory();
  const latestOnMissed = useRef(onMissed);
  latestOnMissed.current = onMissed;

  useEffect(() => {
    if (activeConsultations) dispatch({ type: 'ring', calls: ringingCallsOf(activeConsultations, Date.now()) });
  }, [activeConsultations]);

  // One timer for the first deadline (not a clock ticking through the whole page): the card counts down by itself.
  useEffect(() => {
    if (state.ringing.length === 0) return undefined;
    const firstDeadline = Math.min(...state.ringing.map((call) => call.ringsUntil));
    // Never before the deadline, even from a timer that fires a millisecond early: else nothing would expire.
    const timer = setTimeout(() => dispatch({ type: 'expire', now: Math.max(Date.now(), firstDeadline) }), Math.max(0, firstDeadline - Date.now()));
    return () => clearTimeout(timer);
  }, [state.ringing]);

  const missedCount = state.missed.length;
  useEffect(() => {
    if (missedCount > 0) latestOnMissed.current?.();
  }, [missedCount]);

  useEffect(() => {
    const socket = createSocket();
    const stopEnded = listen(socket, 'consultation-ended', (event) => {
      // Declined (here or on another device) is an answer; any other end before answering is a missed call.
      dispatch({ type: event.endReason === 'declined-call' ? 'settle' : 'miss', consultationId: event.consultationId });
    });
    const stopState = listen(socket, 'call-state', (event) => {
      // Answered (on another device too): it rings here no more. An end is told by consultation-ended, with its reason.
      if (event.state === 'ringing' || event.state === 'ended') return;
      dispatch({ type: 'settle', consultationId: event.consultationId });
    });
    socket.connect();
    return () => {
      stopEnded();
      stopState();
      socket.disconnect();
    };
  }, [createSocket]);

  const ring = useCallback((event: NewConsultationForAstrologerEvent) => dispatch({ type: 'ring', calls: [ringingCallFromEvent(event, Date.now())] }), []);
  const settle = useCallback((consultationId: number) => dispatch({ type: 'settle', consultationId }), []);
  const dismissMissed = useCallback((consultationId: number) => dispatch({ type: 'dismiss-missed', consultationId }), []);

  return { ringing: state.ringing, missed: state.missed, ring, settle, dismissMissed };
}
