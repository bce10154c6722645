import { gradeOf, qualityFromStats } from './call-quality';

/** A getStats() report as Chrome gives it: a Map-like of stats objects. */
function report(entries: Array<Record<string, unknown>>): RTCStatsReport {
  return new Map(entries.map((entry) => [entry.id as string, entry])) as unknown as RTCStatsReport;
}

describe('the call screen’s connection quality', () => {
  it('grades by round trip and loss as VoIP practice does', () => {
    expect(gradeOf(undefined, undefined)).toBe('unknown');
    expect(gradeOf(120, 0.5)).toBe('good');
    expect(gradeOf(350, 1)).toBe('fair');
    expect(gradeOf(100, 4)).toBe('fair');
    expect(gradeOf(600, 0)).toBe('poor');
    expect(gradeOf(100, 12)).toBe('poor');
  });

  it('reads the selected pair’s round trip, the inbound audio, both voice levels and whether it is relayed', () => {
    const quality = qualityFromStats(
      report([
        { id: 'T1', type: 'transport', selectedCandidatePairId: 'P1' },
        { id: 'P1', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.084, localCandidateId: 'L1' },
        { id: 'P2', type: 'candidate-pair', state: 'failed', currentRoundTripTime: 2, localCandidateId: 'L2' },
        { id: 'L1', type: 'local-candidate', candidateType: 'relay' },
        { id: 'L2', type: 'local-candidate', candidateType: 'host' },
        { id: 'I1', type: 'inbound-rtp', kind: 'audio', packetsReceived: 970, packetsLost: 30, bytesReceived: 51_200, audioLevel: 0.31 },
        { id: 'S1', type: 'media-source', kind: 'audio', audioLevel: 0.05 },
      ]),
    );
    expect(quality).toEqual({
      roundTripMs: 84,
      lossPercent: 3,
      bytesReceived: 51_200,
      packetsReceived: 970,
      remoteLevel: 0.31,
      localLevel: 0.05,
      relayed: true,
      grade: 'good',
    });
  });

  it('before anything arrives, says nothing is known yet', () => {
    expect(qualityFromStats(report([]))).toMatchObject({ bytesReceived: 0, packetsReceived: 0, relayed: false, grade: 'unknown' });
  });
});
