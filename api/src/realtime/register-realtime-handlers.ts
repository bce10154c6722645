import { z } from 'zod';
import {
  consultationRoomRequestSchema,
  joinConsultationRequestSchema,
  messageReceiptRequestSchema,
  socketSendMessageRequestSchema,
  type SenderType,
  type TypingEvent,
} from '@astrosetu/contracts';
import type { AppContext } from '../shared/app-context';
import { AppError } from '../shared/errors/app-error';
import { openConsultationChat, rereadConsultationChat } from '../modules/chat/use-cases/open-consultation-chat';
import { sessionClockOf } from '../modules/consultations/consultation-timing';
import { recordChatReceipt } from '../modules/chat/use-cases/record-chat-receipt';
import { chatUserAllowances } from '../modules/chat/chat-user-allowance';
import { sendChatMessage } from '../modules/chat/use-cases/send-chat-message';
import { consultationRepository } from '../modules/consultations/consultation.repository';
import { rooms } from '../shared/realtime/rooms';
import { registerCallHandlers } from './call-handlers';
import { onCommand } from './socket-command';
import { TokenBucket } from '../shared/time/token-bucket';
import type { AppSocket, AppSocketServer } from './socket-server';
import { apiText, type LocalizedText } from '../shared/i18n/api-text';

/** What a socket learnt when it joined a consultation: its side and the name the other side sees. */
interface JoinedChat {
  side: SenderType;
  name: string;
}

/**
 * Called once per authenticated connection (socket.data.user is set, the user and astrologer rooms
 * are joined). Entry points only: each command parses its payload, calls the chat or consultation
 * use case that HTTP uses too, and answers through its acknowledgement.
 */
export function registerRealtimeHandlers(io: AppSocketServer, socket: AppSocket, ctx: AppContext): void {
  const { logger } = ctx;
  const user = socket.data.user;
  const joined = new Map<number, JoinedChat>();
  const typingIn = new Set<number>();
  const { messagesPerSecond, messageBurst } = ctx.config.chat;
  const clock = sessionClockOf(ctx.config);
  // Messages and joins count per user, across every socket and HTTP (chat-user-allowance); typing
  // signals per connection.
  const chatRate = { burst: messageBurst, perSecond: messagesPerSecond };
  const signalAllowance = new TokenBucket(messageBurst * 2, messagesPerSecond * 2);
  const within = (allowance: TokenBucket, tooFast: LocalizedText) => {
    if (!allowance.take()) throw new AppError(429, 'RATE_LIMITED', tooFast);
  };

  const requireJoined = (consultationId: number): JoinedChat => {
    const chat = joined.get(consultationId);
    if (!chat) throw AppError.forbidden(apiText('errors.realtime.joinConsultationBeforeSending'));
    return chat;
  };

  const typingEvent = (consultationId: number, chat: JoinedChat): TypingEvent => ({
    consultationId,
    userId: user.id,
    senderType: chat.side,
    name: chat.name,
  });

  onCommand(socket, logger, 'join-consultation', joinConsultationRequestSchema, async (input) => {
    chatUserAllowances.take('join', user.id, chatRate);
    // Authorised and opened first (a stranger never enters the room), then read again once in the room, so that
    // nothing broadcast in between (the astrologer joining with the start deadline, say) is missed.
    const opened = await openConsultationChat(user, input, clock, ctx.realtime);
    await socket.join(rooms.consultation(input.consultationId));
    const { side, ...result } = await rereadConsultationChat(opened, input, clock);
    const name = side === 'astrologer' ? result.consultation.astrologer.name : result.consultation.user.username;
    joined.set(input.consultationId, { side, name });
    return result;
  });

  /**
   * The lost-connection rule: when the last connection of one side leaves a consultation's room, that
   * side is away from now on; the sweeper ends the session if it stays away for the grace period.
   */
  const noteLeft = async (consultationId: number, side: SenderType) => {
    const stillThere = (await io.in(rooms.consultation(consultationId)).fetchSockets()).some((other) =>
      side === 'user' ? other.data.user?.id === user.id : other.data.user?.astrologerId === user.astrologerId,
    );
    if (!stillThere) await consultationRepository.setAway(consultationId, side, new Date());
  };

  onCommand(socket, logger, 'leave-consultation', consultationRoomRequestSchema, async ({ consultationId }) => {
    const chat = joined.get(consultationId);
    if (chat && typingIn.delete(consultationId)) {
      socket.to(rooms.consultation(consultationId)).emit('typing-stop', typingEvent(consultationId, chat));
    }
    joined.delete(consultationId);
    await socket.leave(rooms.consultation(consultationId));
    if (chat) await noteLeft(consultationId, chat.side);
    return { consultationId };
  });

  onCommand(socket, logger, 'message-sent', socketSendMessageRequestSchema, async (input) => {
    chatUserAllowances.take('message', user.id, chatRate);
    const { message } = await sendChatMessage(user, input, { events: ctx.events, realtime: ctx.realtime, senderSocketId: socket.id, contactMasking: ctx.config.chat.contactMasking });
    // A message ends the sender's typing; the other side clears its indicator on new-message.
    typingIn.delete(input.consultationId);
    return message;
  });

  onCommand(socket, logger, 'typing-start', consultationRoomRequestSchema, async ({ consultationId }) => {
    const chat = requireJoined(consultationId);
    within(signalAllowance, apiText('errors.chat.tooFastTyping'));
    typingIn.add(consultationId);
    socket.to(rooms.consultation(consultationId)).emit('typing-start', typingEvent(consultationId, chat));
    return { consultationId };
  });

  onCommand(socket, logger, 'typing-stop', consultationRoomRequestSchema, async ({ consultationId }) => {
    const chat = requireJoined(consultationId);
    typingIn.delete(consultationId);
    socket.to(rooms.consultation(consultationId)).emit('typing-stop', typingEvent(consultationId, chat));
    return { consultationId };
  });

  onCommand(socket, logger, 'message-delivered', messageReceiptRequestSchema, (input) => recordChatReceipt(user, input, 'delivered', ctx.realtime));
  onCommand(socket, logger, 'message-read', messageReceiptRequestSchema, (input) => recordChatReceipt(user, input, 'read', ctx.realtime));

  onCommand(socket, logger, 'server-time', z.object({}).passthrough(), async () => ({ serverTime: new Date().toISOString() }));

  registerCallHandlers(socket, ctx);

  socket.on('disconnecting', () => {
    // Somebody who drops mid-sentence is no longer typing.
    for (const consultationId of typingIn) {
      const chat = joined.get(consultationId);
      if (chat) socket.to(rooms.consultation(consultationId)).emit('typing-stop', typingEvent(consultationId, chat));
    }
  });

  socket.on('disconnect', () => {
    // The socket has left its rooms by now: any socket still in a room is another connection.
    for (const [consultationId, chat] of joined) {
      noteLeft(consultationId, chat.side).catch((error: unknown) => logger.error(`Could not record a lost connection in consultation ${consultationId}`, error));
    }
  });
}
