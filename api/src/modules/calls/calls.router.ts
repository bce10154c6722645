import { Router } from 'express';
import { callsEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { callStateOf } from '../consultations/call-timing';
import { sessionSettingsOf } from '../consultations/session-settings';
import { acceptCall, declineCall } from '../consultations/use-cases/answer-call';
import { iceServersForCall } from './use-cases/ice-servers-for-call';

/** Voice calls over HTTP: answering and the ICE servers (signalling is on the socket: realtime/call-handlers.ts). */
export function createCallsRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const settings = sessionSettingsOf(ctx.config);

  serve(callsEndpoints.accept, async ({ params }, req) => {
    const call = await acceptCall(currentUser(req), params.id, ctx.realtime);
    return { consultationId: call.id, state: callStateOf(call)?.state ?? 'ended' };
  });

  serve(callsEndpoints.decline, async ({ params }, req) => {
    const call = await declineCall(currentUser(req), params.id, settings, ctx.events);
    return { consultationId: call.id, state: callStateOf(call)?.state ?? 'ended' };
  });

  serve(callsEndpoints.iceServers, async ({ params }, req, res) => {
    // A credential is personal and short-lived: never cached by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    return iceServersForCall(currentUser(req), params.id, ctx.config.calls);
  });

  return router;
}
