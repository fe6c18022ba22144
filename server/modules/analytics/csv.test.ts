import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV fields', () => {
  it('leaves plain text and numbers as they are, and an empty field for nothing', () => {
    expect([csvField('Monzo'), csvField(12.5), csvField(null), csvField('')]).toEqual(['Monzo', '12.5', '', '']);
  });

  it('quotes a field with a comma, a quote, a line break or spaces at its ends, doubling quotes', () => {
    expect(csvField('Bank, Ltd')).toBe('"Bank, Ltd"');
    expect(csvField('The "Plus" card')).toBe('"The ""Plus"" card"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('turns a field a spreadsheet would run as a formula into text', () => {
    expect(['=1+2', '+44 7700', '-2', '@SUM(A1)', '\tTAB', '\rCR'].map(csvField)).toEqual(["'=1+2", "'+44 7700", "'-2", "'@SUM(A1)", "'\tTAB", `"'\rCR"`]);
    expect(csvField('=HYPERLINK("https://evil.example","x")')).toBe(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    // Only the start counts: a formula sign inside is ordinary text.
    expect(csvField('A=B')).toBe('A=B');
  });
});

describe('a CSV file', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['App', 'Amount'],
        [
          ['Monzo', '10.00'],
          ['Bank, Ltd', null],
        ],
      ),
    ).toBe('\uFEFFApp,Amount\r\nMonzo,10.00\r\n"Bank, Ltd",\r\n');
  });
});
