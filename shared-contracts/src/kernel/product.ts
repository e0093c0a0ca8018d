/**
 * The product slug of the spec: read `{product}` as `msic` in paths, company values and lodgement options.
 * Everything that spells a path or a company value with the product in it is built from this constant.
 */
export const PRODUCT = 'msic' as const;
export const PRODUCT_NAME = 'MSIC' as const;
export const PRODUCT_LONG_NAME = 'Maritime Security Identification Card' as const;
