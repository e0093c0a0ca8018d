import { createFieldErrors, type FieldErrorMap } from 'shared-contracts';
import { FIELD_MESSAGES } from '../rules/field-messages';
import { CVC_PATTERN } from '../rules/patterns';

const VISA_PATTERN = /^4(\d{12}|\d{15}|\d{18})$/;
/** 51-55, or the 2-series 2221-2720, 16 digits. */
const MASTERCARD_PATTERN = /^(5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720)\d{12})$/;

export const normaliseCardNumber = (value: string): string => value.replace(/[ -]/g, '');

export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(value: string): 'visa' | 'mastercard' | null {
  const digits = normaliseCardNumber(value);
  if (VISA_PATTERN.test(digits)) return 'visa';
  if (MASTERCARD_PATTERN.test(digits)) return 'mastercard';
  return null;
}

/** Spec §5: a Visa or Mastercard number with a valid Luhn check digit. */
export function isPaymentCardNumber(value: string): boolean {
  if (!/^[\d -]+$/.test(value)) return false;
  return cardBrand(value) !== null && luhnCheck(normaliseCardNumber(value));
}

export const isPaymentCvc = (value: string): boolean => CVC_PATTERN.test(value);

/** Also the digits alone (0828, 828, 082028): a phone's numeric keypad has no "/" key. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const text = value.trim();
  const separated = /^(\d{1,2})\s*[/\-. ]\s*(\d{2}|\d{4})$/.exec(text);
  const digits = /^\d{3,4}$|^\d{6}$/.test(text) ? text : null;
  let month: number;
  let year: number;
  if (separated) {
    month = Number(separated[1]);
    year = Number(separated[2]);
  } else if (digits) {
    const monthDigits = digits.length === 3 ? 1 : 2;
    month = Number(digits.slice(0, monthDigits));
    year = Number(digits.slice(monthDigits));
  } else return null;
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

export const formatCardExpiry = (expiry: { month: number; year: number }): string => `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;

export interface CardDetails {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const emptyCardDetails = (): CardDetails => ({ cardName: '', cardNumber: '', expiry: '', cvc: '' });

/** Spec §5 card rules, plus a name and an expiry not past. */
export function validateCardDetails(card: CardDetails, today: Date = new Date()): FieldErrorMap {
  const c = createFieldErrors();
  if (!card.cardName.trim()) c.add('cardName', 'Enter the name on the card');
  if (!isPaymentCardNumber(card.cardNumber)) c.add('cardNumber', FIELD_MESSAGES.cardNumberPayment);
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) c.add('expiry', 'Enter the expiry date as on the card, MM/YY, for example 08/28');
  else if (expiry.year < today.getFullYear() || (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1)) c.add('expiry', 'This card has expired');
  if (!isPaymentCvc(card.cvc)) c.add('cvc', FIELD_MESSAGES.cvc);
  return c.errors;
}
