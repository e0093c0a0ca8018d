import { itAcceptsAndRejects } from '../testing/rule-cases';
import { cardBrand, formatCardExpiry, isPaymentCardNumber, isPaymentCvc, luhnCheck, parseCardExpiry, validateCardDetails } from './payment-card';
import { FIELD_MESSAGES } from '../rules/field-messages';

describe('§5 "Card number: Visa or Mastercard form" (with the Luhn check digit)', () => {
  it.each([
    { value: '4111 1111 1111 1111', brand: 'visa', valid: true },
    { value: '4012888888881881', brand: 'visa', valid: true },
    { value: '4222222222222', brand: 'visa', valid: true },
    { value: '5555 5555 5555 4444', brand: 'mastercard', valid: true },
    { value: '2223-0031-2200-3222', brand: 'mastercard', valid: true },
    { value: '4111 1111 1111 1112', brand: 'visa', valid: false },
    { value: '3782 822463 10005', brand: null, valid: false },
    { value: '6011 1111 1111 1117', brand: null, valid: false },
    { value: '4111 1111 1111 111a', brand: null, valid: false },
  ])('$value → brand $brand, valid $valid', ({ value, brand, valid }) => {
    expect(cardBrand(value)).toBe(brand);
    expect(isPaymentCardNumber(value)).toBe(valid);
  });

  it('Luhn', () => {
    expect(luhnCheck('79927398713')).toBe(true);
    expect(luhnCheck('79927398710')).toBe(false);
  });
});

describe('§5 "CVC: 3 digits"', () => {
  itAcceptsAndRejects(isPaymentCvc, ['737'], ['73', '7370']);
});

describe('issue 39: the card expiry as a phone keypad types it (no "/" key)', () => {
  it.each([
    ['0828', { month: 8, year: 2028 }],
    ['08/28', { month: 8, year: 2028 }],
    ['8/28', { month: 8, year: 2028 }],
    ['08 28', { month: 8, year: 2028 }],
    ['08 / 28', { month: 8, year: 2028 }],
    ['828', { month: 8, year: 2028 }],
    ['1230', { month: 12, year: 2030 }],
    ['122030', { month: 12, year: 2030 }],
    ['12/2030', { month: 12, year: 2030 }],
  ])('%j is %j', (typed, expiry) => {
    expect(parseCardExpiry(typed)).toEqual(expiry);
    expect(formatCardExpiry(expiry)).toBe(`${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100)}`);
  });

  it.each(['1328', '0028', '08', '08282', 'ab/cd', '', '0/28'])('%j is no expiry', (typed) => {
    expect(parseCardExpiry(typed)).toBeNull();
  });
});

describe('the card payment form: name, §5 number and CVC, an expiry not past', () => {
  const today = new Date(2026, 10, 29);
  const valid = { cardName: "Jane O'Brien", cardNumber: '4242 4242 4242 4242', expiry: '0828', cvc: '123' };

  it('takes a valid card, its expiry typed as digits', () => {
    expect(validateCardDetails(valid, today)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(validateCardDetails({ cardName: ' ', cardNumber: '1234 5678 9012 3456', expiry: '13/28', cvc: '12' }, today)).toEqual({
      cardName: ['Enter the name on the card'],
      cardNumber: [FIELD_MESSAGES.cardNumberPayment],
      expiry: ['Enter the expiry date as on the card, MM/YY, for example 08/28'],
      cvc: [FIELD_MESSAGES.cvc],
    });
  });

  it('refuses a card whose month has passed, not one that ends this month', () => {
    expect(validateCardDetails({ ...valid, expiry: '10/26' }, today)).toEqual({ expiry: ['This card has expired'] });
    expect(validateCardDetails({ ...valid, expiry: '11/26' }, today)).toEqual({});
  });
});
