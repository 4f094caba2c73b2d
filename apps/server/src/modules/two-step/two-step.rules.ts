/** Two-step sign-in's rules, pure. */

/** A challenge token names its login before the dot, so the rate limit can count wrong codes per account. */
export const challengeLogin = (token: unknown) => {
  const id = typeof token === 'string' ? /^(\d{1,10})\./.exec(token)?.[1] : undefined;
  return id ? `login-${id}` : undefined;
};
