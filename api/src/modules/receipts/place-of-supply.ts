import { gstStateOf } from '@astrosetu/contracts';

export interface PlaceOfSupply {
  /** GST state code of the place of supply. */
  stateCode: string;
  stateName: string;
  /** Supplier's state differs from the place of supply: IGST; else CGST + SGST (UTGST in a union territory without a legislature). */
  interState: boolean;
  /** Whose location decided it: the recipient's state on record, or (none on record) the supplier's location. */
  basis: 'recipient-state' | 'supplier-location';
  /** The supplier's state is a union territory without a legislature: the second half is UTGST, not SGST. */
  utgst: boolean;
}

/** The supplier's state: the first two digits of its GSTIN. */
export const supplierStateOf = (gstin: string): string => gstin.slice(0, 2);

/**
 * Place of supply of a service to an unregistered person when supplier and recipient are in India (IGST Act s.12(2)(b)):
 * the recipient's location where their address is on record, else the supplier's location. Circular 242/36/2024-GST
 * treats the state an online customer gave as that address, so the billing state on the profile decides; without one
 * the supply is intra-state at the supplier's location (docs/tax.md).
 */
export function placeOfSupply(recipientState: string | undefined, supplierGstin: string): PlaceOfSupply {
  const supplier = supplierStateOf(supplierGstin);
  const recipient = gstStateOf(recipientState);
  const stateCode = recipient?.code ?? supplier;
  return {
    stateCode,
    stateName: gstStateOf(stateCode)?.name ?? stateCode,
    interState: stateCode !== supplier,
    basis: recipient ? 'recipient-state' : 'supplier-location',
    utgst: gstStateOf(supplier)?.ut ?? false,
  };
}
