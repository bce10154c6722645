import {
  adminFulfilmentQuerySchema,
  fulfilmentAnswerRequestSchema,
  fulfilmentDraftRequestSchema,
  fulfilmentTaskDetailSchema,
  fulfilmentTaskListSchema,
  fulfilmentTaskQuerySchema,
  txnidParamsSchema,
} from '../orders';
import { endpoint, fileResponse, schemaResponse } from './endpoint';

/**
 * The queue of orders that need a person (api/src/modules/fulfilment): approved astrologers list, claim, read and
 * answer them (a task they have not claimed answers like a missing one); admins see all of it.
 */
export const fulfilmentEndpoints = {
  tasks: endpoint({
    method: 'GET',
    path: '/fulfilment/tasks',
    summary: "The open tasks, or the approved astrologer's own (scope=open|mine)",
    access: 'astrologer',
    query: fulfilmentTaskQuerySchema,
    response: schemaResponse('FulfilmentTaskList', fulfilmentTaskListSchema),
  }),
  claim: endpoint({
    method: 'POST',
    path: '/fulfilment/tasks/:txnid/claim',
    summary: 'Claim an open task (one astrologer at a time; 409 when taken or no longer open)',
    access: 'astrologer',
    params: txnidParamsSchema,
    response: schemaResponse('FulfilmentTaskDetail', fulfilmentTaskDetailSchema),
  }),
  task: endpoint({
    method: 'GET',
    path: '/fulfilment/tasks/:txnid',
    summary: 'A claimed task with the inputs to work from',
    access: 'astrologer',
    params: txnidParamsSchema,
    response: schemaResponse('FulfilmentTaskDetail', fulfilmentTaskDetailSchema),
  }),
  report: endpoint({
    method: 'GET',
    path: '/fulfilment/tasks/:txnid/report',
    summary: "A Premium report's PDF built without the answers, for the astrologer who claimed it or an admin",
    // Astrologers and admins: the route checks the role itself (an endpoint names one access).
    access: 'signed-in',
    params: txnidParamsSchema,
    response: fileResponse('Report PDF'),
  }),
  draft: endpoint({
    method: 'PUT',
    path: '/fulfilment/tasks/:txnid/draft',
    summary: 'Save a draft of the answer (not shown to the customer)',
    access: 'astrologer',
    params: txnidParamsSchema,
    body: fulfilmentDraftRequestSchema,
    response: schemaResponse('FulfilmentTaskDetail', fulfilmentTaskDetailSchema),
  }),
  deliver: endpoint({
    method: 'POST',
    path: '/fulfilment/tasks/:txnid/deliver',
    summary: 'Deliver the answer to the customer at once',
    access: 'astrologer',
    params: txnidParamsSchema,
    body: fulfilmentAnswerRequestSchema,
    response: schemaResponse('FulfilmentTaskDetail', fulfilmentTaskDetailSchema),
  }),
  adminTasks: endpoint({
    method: 'GET',
    path: '/admin/fulfilment',
    summary: 'Every order that needs a person, or only the overdue ones (scope=all|overdue)',
    access: 'admin',
    query: adminFulfilmentQuerySchema,
    response: schemaResponse('FulfilmentTaskList', fulfilmentTaskListSchema),
  }),
  adminTask: endpoint({
    method: 'GET',
    path: '/admin/fulfilment/:txnid',
    summary: 'One order of the queue, whoever claimed it',
    access: 'admin',
    params: txnidParamsSchema,
    response: schemaResponse('FulfilmentTaskDetail', fulfilmentTaskDetailSchema),
  }),
};
