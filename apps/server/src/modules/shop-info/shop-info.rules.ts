/** Shop info's rules, pure: the shop info fields a save records in the activity log when they change. */
export const ACTIVITY_SHOP_INFO_FIELDS = [
  'shopName',
  'ownerName',
  'ownerEmail',
  'phoneNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'tax',
] as const;
