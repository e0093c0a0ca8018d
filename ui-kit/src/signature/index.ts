// The drawn signature (spec §2, §4, §5): not shared through federation. The screens that need it (the employer's
// signing form, the wizard's self-employed and private-pilot signature) bundle it in their own lazy chunk, with
// signature_pad; it reaches the shared layers by package name, like ui-kit/host.
export { SignaturePad, type SignaturePadProps } from './signature-pad';
export { SignHereHint, SIGN_HERE_HINT_SIZE } from './sign-here-hint';
export { TypedSignature, type TypedSignatureProps } from './typed-signature';
