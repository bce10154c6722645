import type { RingingCall, MissedCall } from './ringing-call';
import { missedCallOf } from './ringing-call';

/**
 * The dashboard's calls: those ringing now, those missed since the page opened, and every call already settled
 * (answered, declined, missed, ended) so a list fetched a moment too early cannot make it ring again.
 */
export interface IncomingCallsState {
  ringing: RingingCall[];
  missed: MissedCall[];
  settled: number[];
}

export type IncomingCallsAction =
  | { type: 'ring'; calls: RingingCall[] }
  /** Answered or declined (here or on another device): it stops ringing, nothing is missed. */
  | { type: 'settle'; consultationId: number }
  /** It rang out, or the customer gave up, before the astrologer answered. */
  | { type: 'miss'; consultationId: number }
  | { type: 'expire'; now: number }
  | { type: 'dismiss-missed'; consultationId: number };

export const noIncomingCalls: IncomingCallsState = { ringing: [], missed: [], settled: [] };

function settle(state: IncomingCallsState, consultationId: number, missed: boolean): IncomingCallsState {
  const call = state.ringing.find((ringing) => ringing.consultationId === consultationId);
  if (!call) return state.settled.includes(consultationId) ? state : { ...state, settled: [...state.settled, consultationId] };
  return {
    ringing: state.ringing.filter((ringing) => ringing !== call),
    missed: missed ? [...state.missed, missedCallOf(call)] : state.missed,
    settled: [...state.settled, consultationId],
  };
}

export function incomingCallsReducer(state: IncomingCallsState, action: IncomingCallsAction): IncomingCallsState {
  switch (action.type) {
    case 'ring': {
      const known = new Set([...state.settled, ...state.ringing.map((call) => call.consultationId)]);
      const fresh = action.calls.filter((call) => !known.has(call.consultationId));
      return fresh.length === 0 ? state : { ...state, ringing: [...state.ringing, ...fresh] };
    }
    case 'settle':
      return settle(state, action.consultationId, false);
    case 'miss':
      return settle(state, action.consultationId, true);
    case 'expire':
      return state.ringing
        .filter((call) => call.ringsUntil <= action.now)
        .reduce((next, call) => settle(next, call.consultationId, true), state);
    case 'dismiss-missed':
      return { ...state, missed: state.missed.filter((call) => call.consultationId !== action.consultationId) };
    default:
      return state;
  }
}
