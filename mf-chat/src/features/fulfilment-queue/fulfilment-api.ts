import { fulfilmentRoutes, requestTo, type FulfilmentAnswerRequest, type FulfilmentTaskDetail, type FulfilmentTaskList } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** The orders that need a person (palm photos, floor plans, remedies, Premium reports' questions): claim, answer, deliver. */
export const fulfilmentApi = baseApi.enhanceEndpoints({ addTagTypes: ['FulfilmentTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    fulfilmentTasks: build.query<FulfilmentTaskList, 'open' | 'mine'>({
      query: (scope) => requestTo(fulfilmentRoutes.tasks, { query: { scope } }),
      providesTags: ['FulfilmentTasks'],
    }),
    fulfilmentTask: build.query<FulfilmentTaskDetail, string>({
      query: (txnid) => requestTo(fulfilmentRoutes.task, { params: { txnid } }),
      providesTags: (_result, _error, txnid) => [{ type: 'FulfilmentTasks', id: txnid }],
    }),
    claimFulfilmentTask: build.mutation<FulfilmentTaskDetail, string>({
      query: (txnid) => requestTo(fulfilmentRoutes.claim, { params: { txnid } }),
      invalidatesTags: ['FulfilmentTasks'],
    }),
    deliverFulfilmentTask: build.mutation<FulfilmentTaskDetail, { txnid: string } & FulfilmentAnswerRequest>({
      query: ({ txnid, markdown }) => requestTo(fulfilmentRoutes.deliver, { params: { txnid }, body: { markdown } }),
      invalidatesTags: ['FulfilmentTasks'],
    }),
  }),
});

export const { useFulfilmentTasksQuery, useFulfilmentTaskQuery, useClaimFulfilmentTaskMutation, useDeliverFulfilmentTaskMutation } = fulfilmentApi;
