// Bundled, with signature_pad, in the lazy chunk of the screens that need it.
export { SignaturePad, type SignaturePadProps } from './signature-pad';
export { SignHereHint, SIGN_HERE_HINT_SIZE } from './sign-here-hint';
export { TypedSignature, type TypedSignatureProps } from './typed-signature';
