/**
 * Every id the API takes, in a path, a query or a body: a positive whole number that fits the database's integer
 * (int4). A larger one is refused as invalid input (400) before it reaches a query, where PostgreSQL would fail on
 * it ('out of range for type integer') and answer 500.
 */
export const ID_MAX = 2_147_483_647;
