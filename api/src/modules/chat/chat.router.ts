import { Router } from 'express';
import { z } from 'zod';
import { idSchema, sendChatMessageRequestSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams } from '../../shared/http/validate';
import { consultationNotFound, requireParticipant } from '../consultations/consultation-access';
import { consultationRepository } from '../consultations/consultation.repository';
import { chatMessageRepository } from './chat-message.repository';
import { chatUserAllowances } from './chat-user-allowance';
import { sendChatMessage } from './use-cases/send-chat-message';

const consultationParamsSchema = z.object({ consultationId: idSchema });

export function createChatRouter(ctx: AppContext): Router {
  const router = Router();
  const { requireAuth } = ctx.guards;

  router.get('/chat/:consultationId', requireAuth, async (req, res) => {
    const { consultationId } = parseParams(consultationParamsSchema, req);
    const consultation = await consultationRepository.findById(consultationId);
    if (!consultation) throw consultationNotFound();
    requireParticipant(currentUser(req), consultation);
    res.json(await chatMessageRepository.listForConsultation(consultationId));
  });

  router.post('/chat/message', requireAuth, async (req, res) => {
    const input = parseBody(sendChatMessageRequestSchema, req);
    const { messageBurst, messagesPerSecond } = ctx.config.chat;
    chatUserAllowances.take('message', currentUser(req).id, { burst: messageBurst, perSecond: messagesPerSecond });
    const { message, created } = await sendChatMessage(currentUser(req), input, { events: ctx.events, contactMasking: ctx.config.chat.contactMasking });
    res.status(created ? 201 : 200).json(message);
  });

  return router;
}
