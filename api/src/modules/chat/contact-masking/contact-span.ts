import type { ContactKind } from '@astrosetu/contracts';

/** A stretch of a message, [start, end) in UTF-16 offsets, that gives a way to reach or pay someone off the platform. */
export interface ContactSpan {
  kind: ContactKind;
  start: number;
  end: number;
}
