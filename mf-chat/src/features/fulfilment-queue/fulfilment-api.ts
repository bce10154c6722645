import type { FulfilmentAnswerRequest, FulfilmentTaskDetail, FulfilmentTaskList } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The orders that need a person (palm photos, floor plans, remedies, Premium reports' questions): claim, answer, deliver. */
export const fulfilmentApi = baseApi.enhanceEndpoints({ addTagTypes: ['FulfilmentTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    fulfilmentTasks: build.query<FulfilmentTaskList, 'open' | 'mine'>({
      query: (scope) => ({ url: 'fulfilment/tasks', params: { scope } }),
      providesTags: ['FulfilmentTasks'],
    }),
    fulfilmentTask: build.query<FulfilmentTaskDetail, string>({
      query: (txnid) => `fulfilment/tasks/${encodeURIComponent(txnid)}`,
      providesTags: (_result, _error, txnid) => [{ type: 'FulfilmentTasks', id: txnid }],
    }),
    claimFulfilmentTask: build.mutation<FulfilmentTaskDetail, string>({
      query: (txnid) => ({ url: `fulfilment/tasks/${encodeURIComponent(txnid)}/claim`, method: 'POST' }),
      invalidatesTags: ['FulfilmentTasks'],
    }),
    deliverFulfilmentTask: build.mutation<FulfilmentTaskDetail, { txnid: string } & FulfilmentAnswerRequest>({
      query: ({ txnid, markdown }) => ({ url: `fulfilment/tasks/${encodeURIComponent(txnid)}/deliver`, method: 'POST', body: { markdown } }),
      invalidatesTags: ['FulfilmentTasks'],
    }),
  }),
});

export const { useFulfilmentTasksQuery, useFulfilmentTaskQuery, useClaimFulfilmentTaskMutation, useDeliverFulfilmentTaskMutation } = fulfilmentApi;
