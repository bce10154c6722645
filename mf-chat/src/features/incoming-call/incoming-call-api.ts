import { callsRoutes, requestTo, type CallAnswerResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The astrologer answers or declines a ringing call. Either changes the active list (a declined call ends; an
 * answered one stops ringing), so both refresh the dashboard's consultations.
 */
export const incomingCallApi = baseApi.enhanceEndpoints({ addTagTypes: ['Consultations'] }).injectEndpoints({
  endpoints: (build) => ({
    acceptCall: build.mutation<CallAnswerResponse, number>({
      query: (id) => requestTo(callsRoutes.accept, { params: { id } }),
      invalidatesTags: ['Consultations'],
    }),
    declineCall: build.mutation<CallAnswerResponse, number>({
      query: (id) => requestTo(callsRoutes.decline, { params: { id } }),
      invalidatesTags: ['Consultations'],
    }),
  }),
});

export const { useAcceptCallMutation, useDeclineCallMutation } = incomingCallApi;
