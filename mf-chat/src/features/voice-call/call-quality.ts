/** What the call screen shows of the connection, read from WebRTC statistics every second. */
export interface CallQuality {
  /** Round-trip time of the selected candidate pair, in milliseconds. */
  roundTripMs?: number;
  /** Audio packets lost of those expected since the call connected, in percent. */
  lossPercent?: number;
  /** Audio received from the other side, in bytes. */
  bytesReceived: number;
  packetsReceived: number;
  /** The other side's voice level, 0 to 1 (inbound-rtp audioLevel). */
  remoteLevel: number;
  /** This microphone's level, 0 to 1 (media-source audioLevel). */
  localLevel: number;
  /** Whether the audio goes through the TURN relay (the selected local candidate is of type relay). */
  relayed: boolean;
  grade: 'good' | 'fair' | 'poor' | 'unknown';
}

export const noQuality: CallQuality = { bytesReceived: 0, packetsReceived: 0, remoteLevel: 0, localLevel: 0, relayed: false, grade: 'unknown' };

/**
 * Grades as VoIP practice does: up to 300 ms round trip and 3% loss sound fine; beyond 500 ms or 10% loss speech
 * breaks up (ITU-T G.114 puts one-way delay above 150 ms as noticeable, 400 ms as unacceptable).
 */
export function gradeOf(roundTripMs: number | undefined, lossPercent: number | undefined): CallQuality['grade'] {
  if (roundTripMs === undefined && lossPercent === undefined) return 'unknown';
  const rtt = roundTripMs ?? 0;
  const loss = lossPercent ?? 0;
  if (rtt > 500 || loss > 10) return 'poor';
  if (rtt > 300 || loss > 3) return 'fair';
  return 'good';
}

interface StatsEntry {
  type: string;
  kind?: string;
  id: string;
  state?: string;
  nominated?: boolean;
  selected?: boolean;
  currentRoundTripTime?: number;
  localCandidateId?: string;
  candidateType?: string;
  bytesReceived?: number;
  packetsReceived?: number;
  packetsLost?: number;
  audioLevel?: number;
  selectedCandidatePairId?: string;
}

/** Reads one getStats() report into what the screen shows. */
export function qualityFromStats(report: RTCStatsReport): CallQuality {
  const entries: StatsEntry[] = [];
  report.forEach((entry: StatsEntry) => entries.push(entry));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const transport = entries.find((entry) => entry.type === 'transport' && entry.selectedCandidatePairId);
  const pair =
    (transport?.selectedCandidatePairId ? byId.get(transport.selectedCandidatePairId) : undefined) ??
    entries.find((entry) => entry.type === 'candidate-pair' && (entry.selected || (entry.nominated && entry.state === 'succeeded')));
  const inbound = entries.find((entry) => entry.type === 'inbound-rtp' && entry.kind === 'audio');
  const source = entries.find((entry) => entry.type === 'media-source' && entry.kind === 'audio');
  const local = pair?.localCandidateId ? byId.get(pair.localCandidateId) : undefined;
  const roundTripMs = pair?.currentRoundTripTime !== undefined ? Math.round(pair.currentRoundTripTime * 1000) : undefined;
  const received = inbound?.packetsReceived ?? 0;
  const lost = Math.max(0, inbound?.packetsLost ?? 0);
  const lossPercent = received + lost > 0 ? Math.round((lost / (received + lost)) * 1000) / 10 : undefined;
  return {
    roundTripMs,
    lossPercent,
    bytesReceived: inbound?.bytesReceived ?? 0,
    packetsReceived: received,
    remoteLevel: inbound?.audioLevel ?? 0,
    localLevel: source?.audioLevel ?? 0,
    relayed: local?.candidateType === 'relay',
    grade: gradeOf(roundTripMs, lossPercent),
  };
}
