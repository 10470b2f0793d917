import { describe, expect, it } from 'vitest';
import { neutralizeCell } from './csv-cell';

describe('neutralizeCell', () => {
  it('neutralises every formula start with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutralizeCell(`${start}1`)).toBe(`'${start}1`);
  });

  it('leaves other text as it is', () => {
    expect(neutralizeCell('שלום')).toBe('שלום');
    expect(neutralizeCell('/en/products/x')).toBe('/en/products/x');
    expect(neutralizeCell('a=b')).toBe('a=b');
    expect(neutralizeCell('')).toBe('');
  });
});
