import { AbrServiceError, abrAnswerToResult, parseAbrJsonp } from './abr-client';

// Answers of https://abr.business.gov.au/json/AbnDetails.aspx?abn=…&guid=…&callback=callback as the service
// writes them (field set and order of the ABR's JSON documentation; names and numbers are fictional).
const ACTIVE = `callback({"Abn":"51824753556","AbnStatus":"Active","AbnStatusEffectiveFrom":"2000-03-24","Acn":"","AddressDate":"2017-11-01","AddressPostcode":"6230","AddressState":"WA","BusinessName":["HARBOURSIDE MARINE"],"EntityName":"HARBOURSIDE MARINE SERVICES PTY LTD","EntityTypeCode":"PRV","EntityTypeName":"Australian Private Company","Gst":"2000-07-01","Message":""})`;
const CANCELLED = `callback({"Abn":"10478629432","AbnStatus":"Cancelled","AbnStatusEffectiveFrom":"2019-06-30","Acn":"","AddressDate":null,"AddressPostcode":"7250","AddressState":"TAS","BusinessName":[],"EntityName":"BASS STRAIT TOWAGE PTY LTD","EntityTypeCode":"PRV","EntityTypeName":"Australian Private Company","Gst":null,"Message":""})`;
const NOT_FOUND = `callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":null,"Gst":null,"Message":"Search text is not a valid ABN or ACN"})`;
const BAD_GUID = `callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":null,"Gst":null,"Message":"The GUID entered is not recognised as a Registered Party"})`;

describe('the ABR JSON client (spec §5 ABN lookup, real register)', () => {
  it('reads the JSONP callback and bare JSON', () => {
    expect(parseAbrJsonp(ACTIVE).EntityName).toBe('HARBOURSIDE MARINE SERVICES PTY LTD');
    expect(parseAbrJsonp(`  abnCallback(${ACTIVE.slice('callback('.length, -1)});\n`).AbnStatus).toBe('Active');
    expect(parseAbrJsonp('{"Abn":"51824753556","AbnStatus":"Active","EntityName":"X"}').Abn).toBe('51824753556');
  });

  it('an active and a cancelled ABN are verified results with the register status', () => {
    expect(abrAnswerToResult(parseAbrJsonp(ACTIVE), '51824753556')).toEqual({ Abn: '51824753556', EntityName: 'HARBOURSIDE MARINE SERVICES PTY LTD', AbnStatus: 'Active', Verified: true });
    expect(abrAnswerToResult(parseAbrJsonp(CANCELLED), '10478629432')).toMatchObject({ AbnStatus: 'Cancelled', Verified: true });
  });

  it('an ABN the register does not hold is null (not found)', () => {
    expect(abrAnswerToResult(parseAbrJsonp(NOT_FOUND), '51824753556')).toBeNull();
    // an answer about another number is not an answer about this one
    expect(abrAnswerToResult(parseAbrJsonp(ACTIVE), '10478629432')).toBeNull();
  });

  it('a refused GUID or an answer that is not JSONP is a service error, never "not found"', () => {
    expect(() => abrAnswerToResult(parseAbrJsonp(BAD_GUID), '51824753556')).toThrow(AbrServiceError);
    expect(() => parseAbrJsonp('<html><body>Service Unavailable</body></html>')).toThrow(AbrServiceError);
    expect(() => parseAbrJsonp('callback({"Abn":')).toThrow(AbrServiceError);
    expect(() => parseAbrJsonp('callback([1,2])')).toThrow(AbrServiceError);
  });

  it('keeps names printable and within the contract', () => {
    const long = { Abn: '51824753556', AbnStatus: 'Active', EntityName: `CAFÉ ${'X'.repeat(300)}` };
    const result = abrAnswerToResult(long, '51824753556')!;
    expect(result.EntityName).toMatch(/^[\x20-\x7E]+$/);
    expect(result.EntityName.length).toBeLessThanOrEqual(200);
  });
});
