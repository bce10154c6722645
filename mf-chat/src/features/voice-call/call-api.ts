import { callsRoutes, requestTo, type IceServersResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The call's ICE servers: fetched fresh for each connection attempt (the TURN credential is short-lived). */
export const callApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    callIceServers: build.query<IceServersResponse, number>({
      query: (consultationId) => requestTo(callsRoutes.iceServers, { params: { id: consultationId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});
