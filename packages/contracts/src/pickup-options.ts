/** A pick-up option's label is at most 50 characters ('Limit of 50 characters'). */
export const PICKUP_LABEL_MAX_LENGTH = 50;
/** More options than fit on the app's checkout would only confuse customers (decision 033). */
export const PICKUP_OPTIONS_MAX = 20;
