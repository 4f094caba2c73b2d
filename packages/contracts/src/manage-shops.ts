import { DEFAULT_SHOP_HOURS } from './shop-hours';
import type { AddChainShopFormInput } from './schemas/manage-shops';

export const ADD_CHAIN_SHOP_DEFAULTS: AddChainShopFormInput = {
  shopName: '',
  loginEmail: '',
  password: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  tax: '0%',
  phoneNumber: '',
  hours: DEFAULT_SHOP_HOURS.map((row) => ({ ...row })),
};

/**
 * What Overwrite Shop Info copies from the chain shop (decision 054): who runs it, how to reach it, tax and social
 * links. A location's own name, address and hours stay the shop's.
 */
export const COPIED_INFO_FIELDS = ['ownerName', 'ownerEmail', 'phoneNumber', 'tax', 'facebookUrl', 'instagramUrl'] as const;
export type CopiedInfoField = (typeof COPIED_INFO_FIELDS)[number];
