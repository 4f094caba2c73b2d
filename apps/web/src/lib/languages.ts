/** The languages and how the first one is chosen live in the contracts: the server picks a page's first paint by them too. */
export * from '@brewline/contracts/languages';
