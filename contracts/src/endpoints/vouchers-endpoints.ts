import { consultationVoucherListSchema, myVouchersQuerySchema } from '../consultation-vouchers';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The customer's consultation vouchers (given with match-making reports). */
export const vouchersEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/vouchers',
    summary: "The customer's consultation vouchers, newest first (`order` gives one order's)",
    access: 'user',
    query: myVouchersQuerySchema,
    response: schemaResponse('ConsultationVoucherList', consultationVoucherListSchema),
  }),
} satisfies Record<string, Endpoint>;
