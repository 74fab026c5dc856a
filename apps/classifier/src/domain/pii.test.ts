import { detectPii, luhnValid, piiKinds, redactPii, spanishIdValid, ssnValid } from './pii';

const kindsIn = (text: string) => piiKinds(detectPii(text));

describe('personal-data detectors', () => {
  it('finds email addresses and ignores handles and bare domains', () => {
    expect(kindsIn('Write to jane.doe+work@mail.example.org today')).toEqual(['email']);
    expect(kindsIn('Follow @janedoe or visit example.org')).toEqual([]);
  });

  it('finds phone numbers in international and national formats, not dates or order numbers', () => {
    expect(kindsIn('Call +44 20 7946 0958 after lunch')).toEqual(['phone']);
    expect(kindsIn('Her cell is (415) 555-2671.')).toEqual(['phone']);
    expect(kindsIn('Order 12345678 shipped on 2024-01-05, version 1.2.3')).toEqual([]);
  });

  it('accepts card numbers that pass Luhn and rejects the same shape failing it', () => {
    expect(kindsIn('Card: 4111 1111 1111 1111 exp 12/27')).toEqual(['card']);
    expect(kindsIn('Card: 4111-1111-1111-1112')).toEqual([]);
    expect(kindsIn('Reference 1234567812345678')).toEqual([]); // 16 digits, Luhn fails
    expect(kindsIn('Padding 0000 0000 0000 0000')).toEqual([]); // passes Luhn, no issuer starts with 0
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('accepts IBANs with a valid mod-97 check and rejects a one-digit change', () => {
    expect(kindsIn('Pay to DE89 3704 0044 0532 0130 00 by Friday')).toEqual(['iban']);
    expect(kindsIn('Pay to GB29NWBK60161331926819.')).toEqual(['iban']);
    expect(kindsIn('Pay to DE89 3704 0044 0532 0130 01 by Friday')).toEqual([]);
  });

  it('accepts US SSNs and rejects the ranges the SSA never issues', () => {
    expect(kindsIn('SSN 536-22-8190 on file')).toEqual(['us_ssn']);
    for (const invalid of ['000-12-3456', '666-12-3456', '912-12-3456', '536-00-8190', '536-22-0000']) {
      expect(kindsIn(`SSN ${invalid}`)).toEqual([]);
    }
    expect(ssnValid('078', '05', '1120')).toBe(false); // the Woolworth wallet-card number
  });

  it('accepts UK National Insurance numbers and rejects invalid prefixes and suffixes', () => {
    expect(kindsIn('NI number AB 12 34 56 C')).toEqual(['uk_nino']);
    expect(kindsIn('NI number GB123456A')).toEqual([]); // GB is never issued
    expect(kindsIn('NI number DA123456A')).toEqual([]); // D is not a valid first letter
    expect(kindsIn('NI number AB123456E')).toEqual([]); // suffix is A-D
  });

  it('accepts Spanish DNI and NIE numbers only with the right check letter', () => {
    expect(kindsIn('DNI 12345678Z')).toEqual(['es_dni']);
    expect(kindsIn('NIE X1234567L')).toEqual(['es_dni']);
    expect(kindsIn('DNI 12345678A')).toEqual([]);
    expect(spanishIdValid('Y', '1234567', 'X')).toBe(true);
  });

  it('redacts every finding with its kind, leaving the rest of the text intact', () => {
    const text = 'Mail a@b.io or call +1 415 555 2671 now';
    expect(redactPii(text, detectPii(text))).toBe('Mail [email] or call [phone] now');
  });
});
