/** The spec's `{product}` in paths, company values and lodgement options. */
export const PRODUCT = 'msic' as const;
export const PRODUCT_NAME = 'MSIC' as const;
