import { callAnswerResponseSchema, iceServersResponseSchema } from '../call';
import { idParamsSchema } from '../ids';
import { endpoint, schemaResponse } from './endpoint';

/** Voice calls (api/src/modules/calls, docs/voice.md). Signalling itself goes over the socket (call-signal, call-media). */
export const callsEndpoints = {
  accept: endpoint({
    method: 'POST',
    path: '/calls/:id/accept',
    summary: 'The astrologer answers a ringing call (the billing clock starts when both sides hear audio)',
    access: 'astrologer',
    params: idParamsSchema,
    response: schemaResponse('CallAnswerResponse', callAnswerResponseSchema),
  }),
  decline: endpoint({
    method: 'POST',
    path: '/calls/:id/decline',
    summary: 'The astrologer declines a ringing call: cancelled with a full refund',
    access: 'astrologer',
    params: idParamsSchema,
    response: schemaResponse('CallAnswerResponse', callAnswerResponseSchema),
  }),
  iceServers: endpoint({
    method: 'GET',
    path: '/calls/:id/ice-servers',
    summary: "STUN and TURN servers for this call, with a short-lived TURN credential (the call's two participants only)",
    access: 'signed-in',
    params: idParamsSchema,
    response: schemaResponse('IceServersResponse', iceServersResponseSchema),
  }),
};
