import { ConsultationModel, type ConsultationDocument } from './consultation.model';

/**
 * Sessions that were running before the billing clock existed (no `ratePerMinute`, no `startedAt`) were
 * billed from their booking: give them that start (and the joins it implies) so expiry, refunds and the
 * no-show rule treat them as the running sessions they are. Idempotent; one update per such session
 * (the embedded engine has no pipeline updates to copy createdAt in one statement).
 */
export async function startLegacyActiveSessions(): Promise<number> {
  const legacy = await ConsultationModel.find(
    { status: 'active', startedAt: { $exists: false }, ratePerMinute: { $exists: false } },
    { _id: 1, createdAt: 1, cost: 1, packageDuration: 1 },
  ).lean<Array<Pick<ConsultationDocument, '_id' | 'createdAt' | 'cost' | 'packageDuration'>>>();
  for (const doc of legacy) {
    const at = new Date(doc.createdAt);
    await ConsultationModel.updateOne(
      { _id: doc._id, startedAt: { $exists: false } },
      {
        $set: {
          startedAt: at,
          astrologerJoinedAt: at,
          customerJoinedAt: at,
          detailsDoneAt: at,
          // Booked before package savings: the price was rate x minutes.
          ratePerMinute: Math.max(1, Math.round(doc.cost / 100 / Math.max(1, doc.packageDuration))),
        },
      },
    );
  }
  return legacy.length;
}
