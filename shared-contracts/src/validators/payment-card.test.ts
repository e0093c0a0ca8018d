import { cardBrand, isPaymentCardNumber, isPaymentCvc, luhnCheck } from './payment-card';

describe('§5 "Card number: Visa or Mastercard form" (with the Luhn check digit)', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa', true],
    ['4012888888881881', 'visa', true],
    ['4222222222222', 'visa', true],
    ['5555 5555 5555 4444', 'mastercard', true],
    ['2223-0031-2200-3222', 'mastercard', true],
    ['4111 1111 1111 1112', 'visa', false],
    ['3782 822463 10005', null, false],
    ['6011 1111 1111 1117', null, false],
    ['4111 1111 1111 111a', null, false],
  ])('%j → brand %s, valid %s', (value, brand, valid) => {
    expect(cardBrand(value)).toBe(brand);
    expect(isPaymentCardNumber(value)).toBe(valid);
  });

  it('Luhn', () => {
    expect(luhnCheck('79927398713')).toBe(true);
    expect(luhnCheck('79927398710')).toBe(false);
  });
});

describe('§5 "CVC: 3 digits"', () => {
  it.each([
    ['737', true],
    ['73', false],
    ['7370', false],
  ])('%j → %s', (value, expected) => expect(isPaymentCvc(value)).toBe(expected));
});
