import { Router } from 'express';
import { chatEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { consultationNotFound, requireParticipant } from '../consultations/consultation-access';
import { consultationRepository } from '../consultations/consultation.repository';
import { chatMessageRepository } from './chat-message.repository';
import { chatUserAllowances } from './chat-user-allowance';
import { sendChatMessage } from './use-cases/send-chat-message';

export function createChatRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(chatEndpoints.messages, async ({ params: { consultationId } }, req) => {
    const consultation = await consultationRepository.findById(consultationId);
    if (!consultation) throw consultationNotFound();
    requireParticipant(currentUser(req), consultation);
    return chatMessageRepository.listForConsultation(consultationId);
  });

  serve(chatEndpoints.send, async ({ body }, req, res): Promise<typeof ANSWERED> => {
    const { messageBurst, messagesPerSecond } = ctx.config.chat;
    chatUserAllowances.take('message', currentUser(req).id, { burst: messageBurst, perSecond: messagesPerSecond });
    const { message, created } = await sendChatMessage(currentUser(req), body, { events: ctx.events, realtime: ctx.realtime, contactMasking: ctx.config.chat.contactMasking });
    // A resent clientMessageId answers 200 with the message already stored, so the status is not the declared one alone.
    res.status(created ? 201 : 200).json(message);
    return ANSWERED;
  });

  return router;
}
