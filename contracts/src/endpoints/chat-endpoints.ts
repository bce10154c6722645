import { z } from 'zod';
import { chatConsultationParamsSchema, chatMessageSchema, sendChatMessageRequestSchema } from '../chat';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** A consultation's chat over HTTP (the live chat also runs over the socket: api/src/realtime). */
export const chatEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/chat/:consultationId',
    summary: "A consultation's messages (its customer and astrologer only)",
    access: 'signed-in',
    params: chatConsultationParamsSchema,
    response: schemaResponse('ChatMessage[]', z.array(chatMessageSchema)),
  }),
  send: endpoint({
    method: 'POST',
    path: '/chat/message',
    summary: 'Send a message (201; 200 with the stored message when its clientMessageId was already sent)',
    access: 'signed-in',
    body: sendChatMessageRequestSchema,
    response: schemaResponse('ChatMessage', chatMessageSchema),
    status: 201,
  }),
} satisfies Record<string, Endpoint>;
