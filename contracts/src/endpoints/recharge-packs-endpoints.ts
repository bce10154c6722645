import { z } from 'zod';
import { idParamsSchema } from '../ids';
import { createRechargePackRequestSchema, rechargePackSchema, updateRechargePackRequestSchema } from '../wallet';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

const rechargePackListSchema = z.array(rechargePackSchema);

/** Recharge packs: a top-up of exactly a pack's amount adds its bonus credit (issue 20). */
export const rechargePacksEndpoints = {
  active: endpoint({
    method: 'GET',
    path: '/recharge-packs',
    summary: 'The active recharge packs (the top-up buttons show their bonus)',
    access: 'public',
    response: schemaResponse('RechargePack[]', rechargePackListSchema),
  }),
  all: endpoint({
    method: 'GET',
    path: '/admin/recharge-packs',
    summary: 'Every recharge pack, active or not (admins)',
    access: 'admin',
    response: schemaResponse('RechargePack[]', rechargePackListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/recharge-packs',
    summary: 'Create a recharge pack, one per amount (admins)',
    access: 'admin',
    body: createRechargePackRequestSchema,
    response: schemaResponse('RechargePack', rechargePackSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/recharge-packs/:id',
    summary: "Change a pack's bonus or switch it off; top-ups started after it use the change (admins)",
    access: 'admin',
    params: idParamsSchema,
    body: updateRechargePackRequestSchema,
    response: schemaResponse('RechargePack', rechargePackSchema),
  }),
} satisfies Record<string, Endpoint>;
