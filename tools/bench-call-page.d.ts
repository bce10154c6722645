// What tools/bench-call-browser.mjs keeps in each Chromium page: the peer connection's steps, and the function the
// page calls to send a signal through the bench's socket (exposed with page.exposeFunction).
interface BenchCallPage {
  open(): Promise<void>;
  start(side: 'customer' | 'astrologer', configuration: RTCConfiguration): Promise<void>;
  receive(signal: { kind: string; sdp?: string; candidate?: RTCIceCandidateInit }): Promise<void>;
  audioFlowing(): Promise<void>;
  hangUp(): void;
}

interface Window {
  bench: BenchCallPage;
  sendSignal(signal: unknown): Promise<unknown>;
}
