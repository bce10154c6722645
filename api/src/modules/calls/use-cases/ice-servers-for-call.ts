import type { IceServersResponse, User } from '@astrosetu/contracts';
import type { AppConfig } from '../../../config/config';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { consultationAlreadyEnded, consultationNotFound, requireParticipant } from '../../consultations/consultation-access';
import { consultationRepository } from '../../consultations/consultation.repository';
import { turnCredential } from '../turn-credentials';

/**
 * GET /api/calls/{id}/ice-servers: what this participant's browser may use to reach the other one. STUN always;
 * TURN (when configured) with a credential of this user that expires TURN_TTL_S from now. Only the two participants
 * of a running call get it: a TURN credential is bandwidth the platform pays for.
 */
export async function iceServersForCall(actor: User, consultationId: number, calls: AppConfig['calls'], now = new Date()): Promise<IceServersResponse> {
  const call = await consultationRepository.findById(consultationId);
  if (!call) throw consultationNotFound();
  requireParticipant(actor, call);
  if (call.channel !== 'call') throw AppError.conflict(apiText('errors.calls.notACall'));
  if (call.status !== 'active') throw consultationAlreadyEnded();
  const stun = { urls: calls.stunUrls };
  if (!calls.turn) return { iceServers: [stun], relay: false, iceTransportPolicy: 'all' };
  // Whole seconds: the credential's username carries the expiry in Unix seconds.
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + calls.turn.ttlSeconds) * 1000);
  return {
    iceServers: [stun, { urls: calls.turn.urls, ...turnCredential(calls.turn.secret, actor.id, expiresAt) }],
    relay: true,
    expiresAt: expiresAt.toISOString(),
    iceTransportPolicy: calls.relayOnly ? 'relay' : 'all',
  };
}
